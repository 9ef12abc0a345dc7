import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ORDERING } from '@shared/ordering-constants';
import type { OrderLineDto } from '@shared/schemas/ordering';
import { buttonVariants } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/form-controls';
import { TrashIcon } from '@/components/ui/icons';
import { removeLine, setLineNote, setLineQuantity, useCart } from '@/lib/cart/cart-store';
import { unitCents, type CartLine } from '@/lib/cart/cart-line';
import { nameIn } from '@/lib/cart/name-text';
import { lineErrors, useCartQuote } from '@/lib/cart/use-cart-quote';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useOrderI18n } from '@/i18n/order';
import { OrderLineText } from './order-line-text';
import { QuantityStepper } from './quantity-stepper';

/** The cart's lines (quantity, note, remove), the server's subtotal and the way to checkout. */
export function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t, language } = useOrderI18n();
  const cart = useCart();
  const quote = useCartQuote(cart.lines);
  const errors = lineErrors(quote.error);
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;

  if (cart.lines.length === 0) {
    return (
      <div className="mt-6 grid gap-4">
        <p>{t('order.cart.empty')}</p>
        <Link href="/menu" onClick={onNavigate} className={buttonVariants({ variant: 'secondary' })}>
          {t('order.online.toMenu')}
        </Link>
      </div>
    );
  }

  const subtotal = current ? current.subtotal : cart.estimateCents / 100;
  return (
    <div className="mt-5 grid gap-5">
      <ul className="grid divide-y divide-border border-y border-border">
        {cart.lines.map((line, index) => (
          <CartLineRow key={line.key} line={line} priced={current?.lines[index]} error={errors.get(index)} />
        ))}
      </ul>
      <div aria-live="polite" aria-busy={quote.isFetching || undefined}>
        <p className="flex items-baseline justify-between gap-4 text-lg font-semibold">
          <span>{t('order.cart.subtotal')}</span>
          <span className={cn('tabular-nums', !current && 'text-muted-foreground')}>
            {formatMoney(subtotal, language)}
          </span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {quote.isError && errors.size === 0 ? t('order.cart.quoteFailed') : t('order.cart.estimate')}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <DialogClose className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {t('order.cart.keepBrowsing')}
        </DialogClose>
        <Link
          href="/order/checkout"
          onClick={onNavigate}
          aria-disabled={errors.size > 0 || undefined}
          className={cn(
            buttonVariants({ size: 'lg' }),
            errors.size > 0 && 'pointer-events-none opacity-60',
            'sm:order-last',
          )}
        >
          {t('order.cart.checkout')}
        </Link>
      </div>
    </div>
  );
}

function CartLineRow({ line, priced, error }: { line: CartLine; priced?: OrderLineDto; error?: string }) {
  const { t, language } = useOrderI18n();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(line.note);
  const name = nameIn(line, language).text;
  const lineTotal = priced ? priced.lineTotal : (unitCents(line) * line.quantity) / 100;

  return (
    <li className="grid gap-2 py-3" aria-describedby={error ? `${id}-error` : undefined}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <OrderLineText name={line} options={line.choices} language={language} />
        </p>
        <span className={cn('shrink-0 font-semibold tabular-nums', !priced && 'text-muted-foreground')}>
          {formatMoney(lineTotal, language)}
        </span>
      </div>
      {line.note && !editing && (
        <p className="text-sm italic text-muted-foreground">{t('order.lines.note', { note: line.note })}</p>
      )}
      {editing && (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold">
            {t('order.note.label')}
          </label>
          <Textarea
            id={`${id}-note`}
            rows={2}
            className="min-h-16"
            autoFocus
            maxLength={ORDERING.maxNoteLength}
            placeholder={t('order.note.placeholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            // Saved when the diner leaves the field: the line's identity includes its note.
            onBlur={() => {
              setEditing(false);
              if (note !== line.note) setLineNote(line.key, note);
            }}
          />
        </div>
      )}
      <div className="flex items-center justify-between gap-2">
        <QuantityStepper
          value={line.quantity}
          onChange={(quantity) => setLineQuantity(line.key, quantity)}
          label={`${t('order.quantity.label')}, ${name}`}
          lessLabel={`${t('order.quantity.less')}, ${name}`}
          moreLabel={`${t('order.quantity.more')}, ${name}`}
        />
        <div className="flex items-center gap-1">
          {!editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              aria-label={`${t('order.cart.editNote')}, ${name}`}
            >
              {t('order.cart.editNote')}
            </button>
          )}
          <button
            type="button"
            onClick={() => removeLine(line.key)}
            className={buttonVariants({ variant: 'ghostDanger', size: 'icon' })}
            aria-label={t('order.cart.remove', { name })}
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}
