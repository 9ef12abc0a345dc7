import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { chunkLoader } from '@/lib/chunk-loader';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { centsOf, dollarsOf } from '@shared/money';
import type { PlaceOrderValues } from '@shared/schemas/ordering';
import { formatClock, zonedMoment } from '@shared/time';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { ApiRequestError } from '@/lib/api-request';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { clearCart, openCartPanel, type Cart } from '@/lib/cart/cart-store';
import { orderItems } from '@/lib/cart/cart-line';
import { lineErrors, useCartQuote } from '@/lib/cart/use-cart-quote';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { queryKeys } from '@/lib/query-keys';
import { useOrderI18n } from '@/i18n/order';
import { OrderRefusal, placeOrder, usePickupDays } from '../api';
import { useOrderingStatus } from '../ordering-status';
import {
  attemptKeys,
  changedTotal,
  isFullyBooked,
  isPriceChanged,
  pickupTimeOf,
  suggestedTimes,
} from '../checkout-model';
import type { CheckoutValues } from '../checkout-values';
import { keepCardOrder } from '../card-order-store';
import {
  amountDueAfter,
  type AppliedGiftCard,
  defaultPaymentMethod,
  giftCardPartCents,
  largestTip,
  methodToSend,
  tipFields,
  tipOf,
  totalWithTip,
} from '../payment-model';
import { GiftCardField } from './gift-card-field';
import { PaidInFull, PaymentFields } from './payment-fields';
import { OrderSummary } from './order-summary';
import { PickupTimeFields } from './pickup-time-fields';
import { PausedNotice } from './paused-notice';

const CONTACT = ['customerName', 'phone', 'email', 'specialInstructions'] as const;

// The order's own rules for the diner's details, with zod, load on the form's first focus rather
// than with the page; should they fail to download, the server checks the same rules.
const rules = chunkLoader(() =>
  import('@shared/schemas/ordering').then(({ placeOrderSchema }) =>
    placeOrderSchema.pick({ customerName: true, phone: true, email: true, specialInstructions: true }),
  ),
);

/** The first problem of each contact field, as the rule's message key. */
async function contactProblems(values: CheckoutValues): Promise<[(typeof CONTACT)[number], string][]> {
  const schema = await rules.load().catch(() => null);
  const checked = schema?.safeParse(values);
  if (!checked || checked.success) return [];
  const found = new Map<(typeof CONTACT)[number], string>();
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as (typeof CONTACT)[number];
    if (CONTACT.includes(field) && !found.has(field)) found.set(field, issue.message);
  }
  return CONTACT.filter((field) => found.has(field)).map((field) => [field, found.get(field)!]);
}

/** A refusal of the applied gift card at placing time, in the reader's words; null for any other refusal. */
function giftCardRefusal(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const short = error.fieldReasons?.paymentMethod?.key === 'ordering.giftCardShort';
  if (!short && !error.reason?.key.startsWith('giftCard.')) return null;
  return errorMessage(error, error.serverMessage, [400, 409]);
}

/** The form field a refusal's path is shown on; null for one the form has no field for (shown above the button). */
function fieldOfPath(path: string, values: CheckoutValues, cardPayments: boolean): keyof CheckoutValues | null {
  if (path === 'pickupTime') return values.when === 'asap' ? 'when' : 'time';
  if (path === 'paymentMethod') return cardPayments ? 'paymentMethod' : null;
  if (path === 'tip' || path === 'tipPercent') return values.tipChoice === 'custom' ? 'customTip' : 'tipChoice';
  if (path === 'giftCardCode') return 'giftCardCode';
  return (CONTACT as readonly string[]).includes(path) ? (path as (typeof CONTACT)[number]) : null;
}

interface CheckoutFormProps {
  cart: Cart;
  timeZone: string;
}

/**
 * Pickup time, the diner's details, a gift card, how to pay what it leaves (at pickup, or now by
 * card with a tip) and the server's total; success opens the order's status page, or Stripe's
 * payment page for a card.
 */
export function CheckoutForm({ cart, timeZone }: CheckoutFormProps) {
  const { t, language } = useOrderI18n();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { data: ordering } = useOrderingStatus();
  const quote = useCartQuote(cart.lines);
  const today = zonedMoment(timeZone).date;
  const [keyFor] = useState(() => attemptKeys());
  // The server said prices changed: its new total (or, without one, the quote read again) is what the diner confirms.
  const [priceChange, setPriceChange] = useState<{ total: string | null } | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [refusedLines, setRefusedLines] = useState<Map<number, string>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  // Placed by card: the browser is on its way to Stripe's page.
  const [leaving, setLeaving] = useState(false);
  // The gift card applied with Apply: its code stays in memory, sent again only with the order.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);

  const form = useForm<CheckoutValues>({
    defaultValues: {
      when: ordering?.acceptingOrders && ordering.asapPickupAt ? 'asap' : 'later',
      date: today,
      time: '',
      customerName: '',
      phone: '',
      email: '',
      specialInstructions: '',
      paymentMethod: 'pay_at_pickup',
      tipChoice: 'none',
      customTip: '',
      giftCardCode: '',
      website: '',
    },
  });
  const { handleSubmit, formState, setError, setValue, control, clearErrors } = form;
  // A field's message goes as soon as the diner changes what it is about.
  const register = (name: keyof CheckoutValues) => form.register(name, { onChange: () => clearErrors(name) });
  const when = useWatch({ control, name: 'when' });
  const { days, pending: daysPending } = usePickupDays(today, ordering?.daysAhead, when === 'later');
  const quoteLineErrors = lineErrors(quote.error);
  const shownLineErrors = refusedLines.size > 0 ? refusedLines : quoteLineErrors;
  const total = quote.data?.total;
  const newTotal = priceChange ? (priceChange.total ?? total) : undefined;
  const cardPayments = Boolean(ordering?.cardPayments);
  const [paymentMethod, tipChoice, customTip] = useWatch({
    control,
    name: ['paymentMethod', 'tipChoice', 'customTip'],
  });
  const subtotal = quote.data?.subtotal;
  // What is left after the gift card before any tip: the payment caps and choice go by it.
  const dueBeforeTip = total ? amountDueAfter(giftCard, total) : undefined;
  const paidInFull = giftCard !== null && dueBeforeTip !== undefined && centsOf(dueBeforeTip) === 0;
  // A tip is paid by card or by the gift card, never at the counter.
  const tipAllowed = cardPayments && (paymentMethod === 'card' || paidInFull);
  const tip = tipAllowed && subtotal ? (tipOf(tipChoice, customTip, subtotal) ?? 0) : 0;
  const amountDue = total ? amountDueAfter(giftCard, total, tip) : undefined;
  const method = methodToSend(paymentMethod, amountDue, { giftCard: giftCard !== null, cardPayments, tip });
  const byCard = method === 'card';
  // The card paid the order as quoted, and a tip was added: whether its balance covers the tip too
  // is the server's to say, so what is left is "at most" the tip, and the diner may not see Stripe.
  const tipMaybeCovered = paidInFull && byCard;
  const dueOn = (amount: string | undefined) => (amount ? amountDueAfter(giftCard, amount, tip) : undefined);

  // Until the diner chooses, the way to pay follows what is left to pay: a card when it is over what pay at pickup takes.
  const suggestedMethod = defaultPaymentMethod(ordering, dueBeforeTip);
  const methodChosen = Boolean(formState.dirtyFields.paymentMethod);
  useEffect(() => {
    if (!methodChosen) setValue('paymentMethod', suggestedMethod);
  }, [methodChosen, suggestedMethod, setValue]);

  const send = async (values: CheckoutValues, expectedTotal: string | undefined) => {
    const pickupTime = pickupTimeOf(values.when, values.date, values.time);
    if (!pickupTime) {
      setError('time', { type: 'required', message: t('order.checkout.chooseTime') }, { shouldFocus: true });
      return;
    }
    const quotedSubtotal = quote.data?.subtotal ?? '0.00';
    if (
      method !== 'pay_at_pickup' &&
      values.tipChoice === 'custom' &&
      tipOf('custom', values.customTip, quotedSubtotal) === null
    ) {
      const max = formatMoney(largestTip(quotedSubtotal), language);
      setError('customTip', { type: 'rule', message: t('order.checkout.tipInvalid', { max }) }, { shouldFocus: true });
      return;
    }
    setRefusal(null);
    setSuggestions([]);
    setRefusedLines(new Map());
    const body: PlaceOrderValues = {
      customerName: values.customerName,
      phone: values.phone,
      email: values.email,
      specialInstructions: values.specialInstructions || undefined,
      pickupTime,
      items: orderItems(cart.lines),
      paymentMethod: method,
      ...(giftCard && { giftCardCode: giftCard.code, expectedGiftCardAmount: giftCard.amount }),
      ...tipFields(method, values.tipChoice, values.customTip, quotedSubtotal),
      expectedTotal,
      language,
      website: values.website || undefined,
    };
    try {
      const placed = await placeOrder(body, keyFor(body));
      clearCart();
      if (placed.paymentMethod === 'card' && placed.checkoutUrl) {
        keepCardOrder({ token: placed.statusToken, orderNumber: placed.orderNumber });
        setLeaving(true);
        // A page change rather than a form post: the site's CSP lets forms post only to itself.
        window.location.assign(placed.checkoutUrl);
        return;
      }
      // Stripe was out of reach: the status page offers paying by card again, or at pickup.
      if (placed.paymentMethod === 'card')
        toast({ title: t('order.checkout.cardUnavailable'), variant: 'destructive' });
      navigate(`/order/status/${encodeURIComponent(placed.statusToken)}`);
    } catch (error) {
      const details = error instanceof OrderRefusal ? error.body : undefined;
      if (isPriceChanged(error)) {
        setPriceChange({ total: changedTotal(details) });
        void queryClient.invalidateQueries({ queryKey: ['/api/orders/quote'] });
        return;
      }
      if (isFullyBooked(error)) {
        setSuggestions(suggestedTimes(details, values.date));
        void queryClient.invalidateQueries({ queryKey: queryKeys.ordering.slots });
      }
      // The card changed since Apply (spent at the till, voided, expired): it is taken off, and
      // its field says why, so the diner applies it again or pays otherwise.
      const cardRefusal = giftCardRefusal(error);
      if (giftCard && cardRefusal) {
        // The field replaces the applied card now, so the message and the focus find it.
        flushSync(() => setGiftCard(null));
        setError('giftCardCode', { type: 'server', message: cardRefusal }, { shouldFocus: true });
        return;
      }
      setRefusedLines(lineErrors(error));
      const applied = applyServerErrors(form, error, { fieldOf: (path) => fieldOfPath(path, values, cardPayments) });
      // The card was refused meanwhile (spent, voided): its field comes back with the reason.
      if (applied.includes('giftCardCode')) setGiftCard(null);
      if (applied.length === 0 && lineErrors(error).size === 0) {
        // Ordering off or paused, closed now, too many orders, or the connection.
        setRefusal(errorMessage(error, t('order.checkout.tryAgain')));
        void queryClient.invalidateQueries({ queryKey: queryKeys.ordering.status });
      }
    }
  };

  const onSubmit = async (values: CheckoutValues) => {
    const problems = await contactProblems(values);
    problems.forEach(([field, message], index) =>
      setError(field, { type: 'rule', message }, { shouldFocus: index === 0 }),
    );
    if (problems.length === 0) await send(values, newTotal ?? total);
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-labelledby="checkout-summary-title"
        className="rounded-[var(--radius-card)] border border-border bg-card p-5 lg:sticky lg:top-20 lg:order-last"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="checkout-summary-title" className="text-xl font-semibold">
            {t('order.checkout.summary')}
          </h2>
          <Button variant="link" size="sm" onClick={openCartPanel}>
            {t('order.checkout.edit')}
          </Button>
        </div>
        {quote.data ? (
          <OrderSummary
            lines={quote.data.lines}
            subtotal={quote.data.subtotal}
            tax={quote.data.tax}
            tip={tip > 0 ? dollarsOf(tip) : undefined}
            total={totalWithTip(quote.data.total, tip)}
            giftCard={
              giftCard && {
                last4: giftCard.last4,
                amount: dollarsOf(giftCardPartCents(giftCard, centsOf(quote.data.total) + tip)),
              }
            }
            amountDue={dueOn(quote.data.total)}
            dueAtMost={tipMaybeCovered}
            lineErrors={shownLineErrors}
            stale={quote.isPlaceholderData}
          />
        ) : quote.isError ? (
          <p role="alert" className="text-destructive">
            {quoteLineErrors.size > 0 ? [...quoteLineErrors.values()][0] : t('order.cart.quoteFailed')}
          </p>
        ) : (
          <p role="status" className="text-muted-foreground">
            {t('order.checkout.loading')}
          </p>
        )}
      </section>

      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        onFocus={rules.prefetch}
        onPointerDown={rules.prefetch}
        aria-label={t('order.checkout.title')}
        className="relative grid gap-8"
      >
        {ordering && !ordering.enabled && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium">
            {t('order.online.off')}
          </p>
        )}
        {ordering?.reasonKey === 'paused' && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium">
            <PausedNotice ordering={ordering} timeZone={timeZone} />
          </p>
        )}
        <PickupTimeFields
          form={form}
          ordering={ordering}
          days={days}
          daysPending={daysPending}
          today={today}
          timeZone={timeZone}
        />
        {suggestions.length > 0 && (
          <div className="grid gap-2" role="group" aria-label={t('order.checkout.fullyBooked')}>
            <p className="text-sm font-medium">{t('order.checkout.fullyBooked')}</p>
            <div className="flex flex-wrap gap-2">
              {suggestions.map((suggestion) => {
                const [date = '', time = ''] = suggestion.split('T');
                return (
                  <Button
                    key={suggestion}
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setValue('when', 'later');
                      setValue('date', date);
                      setValue('time', time, { shouldValidate: false });
                      form.clearErrors(['time', 'when']);
                    }}
                  >
                    {t('order.checkout.useTime', { time: formatClock(time, language) })}
                  </Button>
                );
              })}
            </div>
          </div>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold">{t('order.checkout.details')}</legend>
          <TextField
            label={t('order.checkout.name')}
            autoComplete="name"
            error={formState.errors.customerName?.message}
            registration={register('customerName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('order.checkout.phone')}
              type="tel"
              autoComplete="tel"
              error={formState.errors.phone?.message}
              registration={register('phone')}
            />
            <TextField
              label={t('order.checkout.email')}
              type="email"
              autoComplete="email"
              hint={t('order.checkout.emailHint')}
              error={formState.errors.email?.message}
              registration={register('email')}
            />
          </div>
          <Field label={t('order.checkout.instructions')} error={formState.errors.specialInstructions?.message}>
            {(control) => (
              <Textarea
                rows={2}
                placeholder={t('order.checkout.instructionsPlaceholder')}
                {...control}
                {...register('specialInstructions')}
              />
            )}
          </Field>
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>
        </fieldset>

        <GiftCardField
          form={form}
          items={orderItems(cart.lines)}
          applied={giftCard}
          amountDue={amountDue}
          dueAtMost={tipMaybeCovered}
          onApplied={setGiftCard}
        />

        {cardPayments && ordering ? (
          <PaymentFields
            form={form}
            ordering={ordering}
            subtotal={subtotal}
            amountDue={dueBeforeTip}
            paidInFull={paidInFull}
            tipLeftToCard={tipMaybeCovered}
          />
        ) : paidInFull ? (
          <PaidInFull />
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-lg font-semibold">{t('order.checkout.payment')}</legend>
            <label className="flex min-h-12 items-center gap-3 rounded-lg border border-primary bg-primary/10 px-4 py-2">
              <input
                type="radio"
                name="paymentMethod"
                value="pay_at_pickup"
                checked
                readOnly
                className="size-4 accent-primary"
              />
              <span className="grid">
                <span className="font-semibold">{t('order.checkout.payAtPickup')}</span>
                <span className="text-sm text-muted-foreground">{t('order.checkout.payAtPickupNote')}</span>
              </span>
            </label>
          </fieldset>
        )}

        {newTotal && (
          <p role="alert" className="rounded-lg border border-accent bg-accent/15 p-4 font-medium">
            {t('order.checkout.priceChanged', { total: formatMoney(newTotal, language) })}
          </p>
        )}
        {refusal && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 font-medium">
            <MessageText text={refusal} />
          </p>
        )}

        {byCard && !tipMaybeCovered && (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm font-medium">{t('order.checkout.stripeNotice')}</p>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={formState.isSubmitting || leaving || !total || quoteLineErrors.size > 0}
        >
          {leaving
            ? t('order.checkout.toPayment')
            : formState.isSubmitting
              ? t('order.checkout.sending')
              : newTotal
                ? t('order.checkout.confirmTotal', { total: formatMoney(dueOn(newTotal), language) })
                : method === 'gift_card' || tipMaybeCovered
                  ? t('order.checkout.submitPaid')
                  : t(byCard ? 'order.checkout.continueToPayment' : 'order.checkout.submit', {
                      total: total ? formatMoney(dueOn(total), language) : '',
                    })}
        </Button>
      </form>
    </div>
  );
}
