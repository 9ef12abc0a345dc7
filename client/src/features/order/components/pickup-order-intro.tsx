import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useCartWanted } from '@/lib/cart/cart-presence';
import { useOrderI18n } from '@/i18n/order';
import { useOrderingStatus } from '../ordering-status';
import { PausedNotice } from './paused-notice';

/**
 * "Order for pickup": how ordering on our own site works, and the way to the menu. Whether
 * orders are taken right now is read in the browser (it changes by the minute).
 */
export function PickupOrderIntro() {
  const { t } = useOrderI18n();
  const { data: ordering } = useOrderingStatus();
  const hasCart = useCartWanted();
  const steps = ['order.online.step1', 'order.online.step2', 'order.online.step3'] as const;
  return (
    <section
      aria-labelledby="order-pickup-title"
      className="rounded-[var(--radius-card)] border-2 border-primary/30 bg-card p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id="order-pickup-title" className="text-2xl font-semibold sm:text-3xl">
        {t('order.online.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('order.online.lead')}</p>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-1">{t(step)}</span>
          </li>
        ))}
      </ol>
      {/* A line's room is kept while the status loads, so nothing below moves. */}
      <p className="mt-4 min-h-6 text-sm font-medium" aria-live="polite">
        {ordering && !ordering.enabled ? (
          t('order.online.off')
        ) : ordering?.reasonKey === 'paused' ? (
          <PausedNotice ordering={ordering} />
        ) : ordering && !ordering.acceptingOrders ? (
          t('order.online.closedNow')
        ) : (
          '\u00a0'
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Link href="/menu" className={buttonVariants({ size: 'lg' })}>
          {t('order.online.toMenu')}
        </Link>
        {hasCart && (
          <Link href="/order/checkout" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {t('order.cart.checkout')}
          </Link>
        )}
      </div>
    </section>
  );
}
