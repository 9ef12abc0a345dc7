import { useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { dollarsOf } from '@shared/money';
import { TIP_PERCENTS } from '@shared/ordering-constants';
import type { OrderingStatusDto } from '@shared/schemas/ordering';
import { Field, Input } from '@/components/ui/form-controls';
import { MessageText } from '@/components/ui/message-text';
import { formatMoney } from '@/lib/format';
import { useOrderI18n } from '@/i18n/order';
import type { CheckoutValues } from '../checkout-values';
import { overPayAtPickupCap, percentTipCents } from '../payment-model';

interface PaymentFieldsProps {
  form: UseFormReturn<CheckoutValues>;
  ordering: Pick<OrderingStatusDto, 'maxPayAtPickupTotal'>;
  /** The order's subtotal, and what is left to pay after any gift card, before any tip, as quoted; undefined while the quote loads. */
  subtotal: string | undefined;
  amountDue: string | undefined;
  /** The gift card leaves nothing to pay: no way to pay is asked, a tip still may be given. */
  paidInFull: boolean;
  /** The gift card covered the order as quoted; the tip goes to a card unless its balance covers it too. */
  tipLeftToCard: boolean;
}

const CHOICE =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';
const TIP =
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-center has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/**
 * Pay now by card (with a tip) or pay at pickup, while the restaurant takes cards online; what a
 * gift card leaves is what the caps go by, and with nothing left only the tip is asked.
 */
export function PaymentFields({ form, ordering, subtotal, amountDue, paidInFull, tipLeftToCard }: PaymentFieldsProps) {
  const { t, language } = useOrderI18n();
  const id = useId();
  const { control, clearErrors } = form;
  const register = (name: 'paymentMethod' | 'tipChoice' | 'customTip') =>
    form.register(name, {
      onChange: () => clearErrors(name === 'customTip' ? ['customTip'] : [name, 'customTip']),
    });
  const [method, tipChoice] = useWatch({ control, name: ['paymentMethod', 'tipChoice'] });
  const { errors } = useFormState({ control, name: ['paymentMethod', 'tipChoice', 'customTip'] });
  const overPickupCap = overPayAtPickupCap(ordering, amountDue);
  const tipError = errors.tipChoice?.message;

  return (
    <>
      {paidInFull ? (
        <PaidInFull />
      ) : (
        <fieldset className="grid gap-3" aria-describedby={errors.paymentMethod ? `${id}-method-error` : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t('order.checkout.howToPay')}</legend>
          <label className={CHOICE}>
            <input
              type="radio"
              value="card"
              required
              className="size-4 accent-primary"
              {...register('paymentMethod')}
            />
            <span className="grid">
              <span className="font-semibold">{t('order.checkout.payByCard')}</span>
              <span className="text-sm text-muted-foreground">{t('order.checkout.payByCardNote')}</span>
            </span>
          </label>
          <label className={CHOICE}>
            <input
              type="radio"
              value="pay_at_pickup"
              required
              disabled={overPickupCap}
              className="size-4 accent-primary"
              {...register('paymentMethod')}
            />
            <span className="grid">
              <span className="font-semibold">{t('order.checkout.payAtPickup')}</span>
              <span className="text-sm text-muted-foreground">
                {overPickupCap
                  ? t('order.checkout.payAtPickupUpTo', { max: formatMoney(ordering.maxPayAtPickupTotal, language) })
                  : t('order.checkout.payAtPickupNote')}
              </span>
            </span>
          </label>
          {errors.paymentMethod?.message && (
            <p id={`${id}-method-error`} role="alert" className="text-sm font-medium text-destructive">
              <MessageText text={errors.paymentMethod.message} />
            </p>
          )}
        </fieldset>
      )}

      {(method === 'card' || paidInFull) && (
        <fieldset className="grid gap-3" aria-describedby={tipError ? `${id}-tip-error` : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t('order.checkout.tip')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            <label className={TIP}>
              <input type="radio" value="none" className="sr-only" {...register('tipChoice')} />
              <span className="font-semibold">{t('order.checkout.tipNone')}</span>
            </label>
            {TIP_PERCENTS.map((percent) => (
              <label key={percent} className={TIP}>
                <input type="radio" value={String(percent)} className="sr-only" {...register('tipChoice')} />
                <span className="grid">
                  <span className="font-semibold">{t('order.checkout.tipPercent', { percent })}</span>
                  {subtotal && (
                    <span className="text-sm tabular-nums text-muted-foreground">
                      {formatMoney(dollarsOf(percentTipCents(subtotal, percent)), language)}
                    </span>
                  )}
                </span>
              </label>
            ))}
            <label className={`${TIP} col-span-2 sm:col-span-1`}>
              <input type="radio" value="custom" className="sr-only" {...register('tipChoice')} />
              <span className="font-semibold">{t('order.checkout.tipCustom')}</span>
            </label>
          </div>
          {tipError && (
            <p id={`${id}-tip-error`} role="alert" className="text-sm font-medium text-destructive">
              <MessageText text={tipError} />
            </p>
          )}
          {tipLeftToCard && <p className="text-sm text-muted-foreground">{t('order.giftCard.mayPayTip')}</p>}
          {tipChoice === 'custom' && (
            <Field label={t('order.checkout.tipAmount')} error={errors.customTip?.message} className="max-w-48">
              {(fieldControl) => (
                <Input
                  {...fieldControl}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  {...register('customTip')}
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
    </>
  );
}

/** Said in place of the ways to pay when the gift card leaves nothing to pay. */
export function PaidInFull() {
  const { t } = useOrderI18n();
  return (
    <div role="status" className="grid gap-1 rounded-lg border border-primary bg-primary/10 px-4 py-3">
      <p className="font-semibold">{t('order.checkout.paidInFull')}</p>
      <p className="text-sm text-muted-foreground">{t('order.checkout.paidInFullNote')}</p>
    </div>
  );
}
