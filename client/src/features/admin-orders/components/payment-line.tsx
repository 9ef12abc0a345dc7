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
 * How the order is paid, loud enough for a busy kitchen: a card held, paid (with the tip),
 * declined (collect the total at pickup), released or refunded; a dispute as a red flag.
 */
export function PaymentBadges({ order, className }: { order: AdminOnlineOrderDto; className?: string }) {
  const { t, language } = useAdminI18n();
  const line = paymentLine(order);
  const money = (amount: string) => formatMoney(amount, language);

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
        {t(line.key, { amount: line.amount ? money(line.amount) : '' })}
        {line.tip && (
          <span className="font-semibold"> · {t('admin.orders.payment.tip', { amount: money(line.tip) })}</span>
        )}
      </p>
      {line.disputed && (
        <p className="rounded-lg bg-destructive px-2.5 py-1 text-sm font-bold uppercase tracking-wide text-destructive-foreground print:border-2 print:border-black">
          {t('admin.orders.payment.disputed')}
        </p>
      )}
    </div>
  );
}
