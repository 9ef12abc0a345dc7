import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRequestError } from '@/lib/api-request';
import { toast } from '@/lib/toast';
import { useOrderI18n } from '@/i18n/order';
import { useCancelOrder, useOrderStatus } from '../api';
import { pickupText } from '../pickup-time-text';
import { AwaitingCardPayment, PaymentLine } from './order-payment';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';

/**
 * A diner's order: where it is, when to pick it up, what is in it and how it is paid; paying by
 * card or at pickup while a card payment is awaited, and "Cancel order" while the kitchen has not taken it.
 */
export function OrderStatusView({ token, timeZone }: { token: string; timeZone: string }) {
  const { t, language } = useOrderI18n();
  const { data: order, error, isPending } = useOrderStatus(token);
  const cancel = useCancelOrder(token);
  const [confirming, setConfirming] = useState(false);

  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('order.status.loading')}
      </p>
    );
  }
  if (!order) {
    const unknown = error instanceof ApiRequestError && error.status === 404;
    return (
      <p role="alert" className="text-lg">
        {unknown ? t('order.status.notFound') : t('order.status.loadFailed')}
      </p>
    );
  }

  const when = order.readyAt && order.status !== 'pending' ? order.readyAt : order.pickupAt;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid gap-6">
        {order.paymentStatus === 'awaiting_payment' && order.status === 'pending' && (
          <AwaitingCardPayment order={order} token={token} />
        )}
        {when && (
          <p className="text-xl font-semibold" aria-live="polite">
            {t('order.status.pickupAt', { time: pickupText(when, timeZone, language) })}
          </p>
        )}
        <section aria-labelledby="order-progress-title" aria-live="polite" className="grid gap-4">
          <h2 id="order-progress-title" className="text-lg font-semibold">
            {t('order.status.timeline')}
          </h2>
          <OrderTimeline order={order} timeZone={timeZone} />
        </section>
        <p className="text-sm text-muted-foreground">{t('order.status.refreshNote')}</p>
        {order.status === 'pending' && (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('order.status.cancel')}
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('order.status.cancel')}
              description={t('order.status.cancelConfirm')}
              confirmLabel={t('order.status.cancel')}
              cancelLabel={t('order.status.cancelKeep')}
              pending={cancel.isPending}
              onConfirm={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast({ title: t('order.status.cancelled'), variant: 'success' });
                  },
                  onError: () => {
                    setConfirming(false);
                    toast({ title: t('order.status.cancelFailed'), variant: 'destructive' });
                  },
                })
              }
            />
          </div>
        )}
        {['completed', 'rejected', 'cancelled', 'no_show', 'expired'].includes(order.status) && (
          <Link href="/menu" className={`${buttonVariants({ variant: 'secondary' })} justify-self-start`}>
            {t('order.status.orderMore')}
          </Link>
        )}
      </div>
      <section
        aria-labelledby="order-items-title"
        className="rounded-[var(--radius-card)] border border-border bg-card p-5"
      >
        <h2 id="order-items-title" className="mb-4 text-xl font-semibold">
          {t('order.checkout.summary')}
        </h2>
        <OrderSummary
          lines={order.lines}
          subtotal={order.subtotal}
          tax={order.tax}
          tip={order.tip}
          total={order.total}
          giftCard={order.giftCard}
          amountDue={order.amountDue}
        />
        <PaymentLine order={order} />
      </section>
    </div>
  );
}
