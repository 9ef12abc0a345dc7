import { useEffect, useState } from 'react';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import { Button } from '@/components/ui/button';
import { MessageText } from '@/components/ui/message-text';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { type OrderMessageKey, useOrderI18n } from '@/i18n/order';
import { usePayAtPickupInstead, useStartCardPayment } from '../api';
import { keepCardOrder, returnedFromPayment } from '../card-order-store';

const CARD_LINE = {
  pending: 'order.status.awaiting',
  awaiting_payment: 'order.status.awaiting',
  authorized: 'order.status.authorized',
  paid: 'order.status.paidByCard',
  failed: 'order.status.cardFailed',
  voided: 'order.status.voided',
  partially_refunded: 'order.status.partlyRefunded',
  refunded: 'order.status.refunded',
  expired: 'order.status.notPaid',
} as const satisfies Record<OrderStatusDto['paymentStatus'], OrderMessageKey>;

/**
 * How the order is paid, in one plain line: "Pay at pickup: $24.50", "Card authorized: ...",
 * "Refunded"; with a gift card, its part first: "Gift card $20.00, $14.50 by card".
 */
export function PaymentLine({ order }: { order: OrderStatusDto }) {
  const { t, language } = useOrderI18n();
  const gift = order.giftCard && Number(order.giftCard.amount) > 0 ? order.giftCard : null;
  // What the card or the counter takes: what is left after the gift card.
  const total = formatMoney(gift ? order.amountDue : order.total, language);
  const rest =
    order.paymentMethod === 'card'
      ? t(CARD_LINE[order.paymentStatus], { total })
      : order.paymentStatus === 'paid'
        ? t('order.status.paid')
        : t('order.status.payAtPickup', { total });
  let text = rest;
  if (gift) {
    const part = formatMoney(gift.amount, language);
    const cardTaken = order.paymentStatus === 'paid' || order.paymentStatus === 'authorized';
    if (order.paymentMethod === 'gift_card' || Number(order.amountDue) === 0)
      text = t('order.status.giftCardOnly', { gift: part });
    else if (order.paymentMethod === 'card' && cardTaken)
      text = t('order.status.giftCardAndCard', { gift: part, amount: total });
    else if (order.paymentMethod === 'pay_at_pickup' && order.paymentStatus === 'pending')
      text = t('order.status.giftCardAndPickup', { gift: part, amount: total });
    else text = t('order.status.giftCardAnd', { gift: part, rest });
  }
  return <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm font-medium">{text}</p>;
}

// How long a diner back from paying sees "confirming" rather than the ways to pay, while Stripe's
// word (the webhook) is on its way.
const CONFIRMING_MS = 60_000;

/**
 * A card order not paid yet: pay by card on Stripe's page again, or pay at the counter instead.
 * Just back from paying, it says the payment is being confirmed, so the diner does not pay twice.
 */
export function AwaitingCardPayment({ order, token }: { order: OrderStatusDto; token: string }) {
  const { t } = useOrderI18n();
  const startPayment = useStartCardPayment(token);
  const payAtPickup = usePayAtPickupInstead(token);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(returnedFromPayment);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), CONFIRMING_MS);
    return () => clearTimeout(timer);
  }, [confirming]);
  const busy = startPayment.isPending || payAtPickup.isPending || leaving;

  const payByCard = () => {
    setProblem(null);
    startPayment.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => {
        keepCardOrder({ token, orderNumber: order.orderNumber });
        setLeaving(true);
        window.location.assign(checkoutUrl);
      },
      onError: (error) => setProblem(errorMessage(error, t('order.checkout.cardUnavailable'), [409, 503])),
    });
  };
  const switchToPickup = () => {
    setProblem(null);
    payAtPickup.mutate(undefined, {
      onSuccess: () => toast({ title: t('order.status.switchedToPickup'), variant: 'success' }),
      onError: (error) => setProblem(errorMessage(error, t('order.status.actionFailed'), [409])),
    });
  };

  return (
    <section
      aria-labelledby="awaiting-payment-title"
      className="grid gap-3 rounded-[var(--radius-card)] border border-accent bg-accent/15 p-5"
    >
      <h2 id="awaiting-payment-title" className="text-lg font-semibold">
        {t('order.status.awaiting')}
      </h2>
      {confirming ? (
        <p role="status">{t('order.status.confirmingPayment')}</p>
      ) : (
        <>
          <p>{t('order.status.awaitingNote')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={payByCard} disabled={busy}>
              {leaving ? t('order.checkout.toPayment') : t('order.status.payByCard')}
            </Button>
            <Button variant="secondary" onClick={switchToPickup} disabled={busy}>
              {t('order.status.payAtPickupInstead')}
            </Button>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          <MessageText text={problem} />
        </p>
      )}
    </section>
  );
}
