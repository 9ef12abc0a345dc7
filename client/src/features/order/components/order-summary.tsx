import type { OrderGiftCardDto, OrderLineDto } from '@shared/schemas/ordering';
import { OrderLineText } from '@/components/order/order-line-text';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useOrderI18n } from '@/i18n/order';

interface OrderSummaryProps {
  lines: OrderLineDto[];
  subtotal: string;
  tax: string;
  /** Shown when over zero: a card order's tip, included in `total`. */
  tip?: string;
  total: string;
  /** A gift card's part of `total`, then what is left to pay; shown when the card pays something. */
  giftCard?: OrderGiftCardDto | null;
  amountDue?: string;
  /** What is left is at most `amountDue` (a tip the gift card may cover too). */
  dueAtMost?: boolean;
  /** A refusal's message for a line, by its index. */
  lineErrors?: Map<number, string>;
  /** Figures being read again: shown dimmed. */
  stale?: boolean;
}

/** An order's lines as the server priced them, then subtotal, tax, any tip and total. */
export function OrderSummary({
  lines,
  subtotal,
  tax,
  tip,
  total,
  giftCard,
  amountDue,
  dueAtMost,
  lineErrors,
  stale,
}: OrderSummaryProps) {
  const { t, language } = useOrderI18n();
  return (
    <div className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}>
      <ul aria-label={t('order.lines.title')} className="grid divide-y divide-border">
        {lines.map((line, index) => {
          const error = lineErrors?.get(index);
          return (
            <li key={index} className="grid gap-1 py-3 first:pt-0">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0">
                  <span className="mr-1.5 font-semibold tabular-nums">
                    {t('order.lines.quantity', { count: line.quantity })}
                  </span>
                  <OrderLineText name={line} options={line.options} language={language} />
                </p>
                <span className="shrink-0 tabular-nums">{formatMoney(line.lineTotal, language)}</span>
              </div>
              {line.note && (
                <p className="text-sm italic text-muted-foreground">{t('order.lines.note', { note: line.note })}</p>
              )}
              {error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="grid gap-1 border-t border-border pt-3">
        <div className="flex justify-between gap-4">
          <dt>{t('order.cart.subtotal')}</dt>
          <dd className="tabular-nums">{formatMoney(subtotal, language)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>{t('order.checkout.tax')}</dt>
          <dd className="tabular-nums">{formatMoney(tax, language)}</dd>
        </div>
        {tip && Number(tip) > 0 && (
          <div className="flex justify-between gap-4 text-muted-foreground">
            <dt>{t('order.checkout.tipLine')}</dt>
            <dd className="tabular-nums">{formatMoney(tip, language)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-lg font-semibold">
          <dt>{t('order.checkout.total')}</dt>
          <dd className="tabular-nums">{formatMoney(total, language)}</dd>
        </div>
        {giftCard && Number(giftCard.amount) > 0 && amountDue !== undefined && (
          <>
            <div className="flex justify-between gap-4">
              <dt>{t('order.checkout.giftCardLine', { last4: giftCard.last4 })}</dt>
              <dd className="tabular-nums">−{formatMoney(giftCard.amount, language)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-lg font-semibold">
              <dt>{t(dueAtMost ? 'order.checkout.amountDueAtMost' : 'order.checkout.amountDue')}</dt>
              <dd className="tabular-nums">{formatMoney(amountDue, language)}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}
