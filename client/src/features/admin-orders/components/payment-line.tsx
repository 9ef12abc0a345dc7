import type { AdminOnlineOrderDto } from '@shared/schemas/ordering';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { paymentLine, type PaymentLine } from '../payment-line';

const TONES: Record<PaymentLine['tone'], string> = {
  plain: 'bg-muted text-foreground',
  held: 'border-2 border-accent bg-accent/20 text-foreground',
  paid: 'bg-success text-success-foreground',
  warning: 'border-2 border-destructive bg-destructive/10 text-destructive',
};

/**
 * How the order is paid, loud enough for a busy kitchen: a gift card's part first, then a card
 * held, paid (with the tip), declined (collect what is due at pickup), released or refunded; a
 * dispute as a red flag; a gift card part given back, or not given back to a card voided since.
 */
export function PaymentBadges({ order, className }: { order: AdminOnlineOrderDto; className?: string }) {
  const { t, language } = useAdminI18n();
  const line = paymentLine(order);
  const giftCard = line.giftCard;
  const money = (amount: string) => formatMoney(amount, language);
  const words = t(line.key, { amount: line.amount ? money(line.amount) : '', last4: giftCard?.last4 ?? '' });

  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <p
        className={cn(
          // On the black-and-white receipt every badge keeps a frame.
          'rounded-lg px-2.5 py-1 text-sm font-bold print:border-2 print:border-black',
          line.tone === 'warning' && 'flex items-center gap-1',
          TONES[line.tone],
        )}
      >
        {line.tone === 'warning' && <span aria-hidden="true">⚠</span>}
        {giftCard && line.key !== 'admin.orders.payment.giftCardOnly'
          ? t('admin.orders.payment.split', {
              gift: t('admin.orders.payment.giftCardPart', { amount: money(giftCard.amount), last4: giftCard.last4 }),
              rest: words,
            })
          : words}
        {line.tip && (
          <span className="font-semibold"> · {t('admin.orders.payment.tip', { amount: money(line.tip) })}</span>
        )}
      </p>
      {giftCard?.returned === 'returned' && (
        <p className={cn('rounded-lg px-2.5 py-1 text-sm font-bold print:border-2 print:border-black', TONES.plain)}>
          {t('admin.orders.payment.giftCardReturned')}
        </p>
      )}
      {giftCard?.returned === 'card_void' && (
        <p
          role="note"
          className={cn(
            'flex items-center gap-1 rounded-lg px-2.5 py-1 text-sm font-bold print:border-2 print:border-black',
            TONES.warning,
          )}
        >
          <span aria-hidden="true">⚠</span>
          {t('admin.orders.payment.giftCardVoided', { amount: money(giftCard.amount) })}
        </p>
      )}
      {line.disputed && (
        <p className="rounded-lg bg-destructive px-2.5 py-1 text-sm font-bold uppercase tracking-wide text-destructive-foreground print:border-2 print:border-black">
          {t('admin.orders.payment.disputed')}
        </p>
      )}
    </div>
  );
}
