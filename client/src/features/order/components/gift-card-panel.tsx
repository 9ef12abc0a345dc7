import { useEffect, useRef, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { PlaceOrderValues } from '@shared/schemas/ordering';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { formatMoney } from '@/lib/format';
import { useOrderI18n } from '@/i18n/order';
import { quoteGiftCard } from '../api';
import type { CheckoutValues } from '../checkout-values';
import type { AppliedGiftCard } from '../payment-model';

export interface GiftCardPanelProps {
  form: UseFormReturn<CheckoutValues>;
  items: PlaceOrderValues['items'];
  applied: AppliedGiftCard | null;
  /** What is left to pay after the card (with any tip), once applied. */
  amountDue: string | undefined;
  /** What is left is at most `amountDue` (a tip the card may cover too). */
  dueAtMost: boolean;
  onApplied: (card: AppliedGiftCard | null) => void;
}

/**
 * A gift card's code and Apply, which asks the server what the card pays of the order (only
 * then: every code sent counts against the address's tries); applied, the card's part and what
 * is left to pay, with Remove. Refusals (an unknown code, a spent, expired or void card, too many
 * tries) are said under the field. Loaded when the diner first opens "Have a gift card?".
 */
export function GiftCardPanel({ form, items, applied, amountDue, dueAtMost, onApplied }: GiftCardPanelProps) {
  const { t, language } = useOrderI18n();
  const [applying, setApplying] = useState(false);
  const { errors } = useFormState({ control: form.control, name: 'giftCardCode' });
  const error = errors.giftCardCode?.message;

  // Applied, the field gives way to the card: focus moves to its Remove, not to the page's top.
  const removeRef = useRef<HTMLButtonElement>(null);
  const [justApplied, setJustApplied] = useState(false);
  useEffect(() => {
    if (justApplied && applied) removeRef.current?.focus();
  }, [justApplied, applied]);

  const apply = async () => {
    const code = form.getValues('giftCardCode').trim();
    form.clearErrors('giftCardCode');
    if (!code) {
      form.setError(
        'giftCardCode',
        { type: 'required', message: t('order.giftCard.enterCode') },
        { shouldFocus: true },
      );
      return;
    }
    setApplying(true);
    try {
      const quote = await quoteGiftCard({ items, giftCardCode: code });
      if (!quote.giftCard) throw new Error('The quote answered no gift card');
      onApplied({ code, last4: quote.giftCard.last4, amount: quote.giftCard.amount, quotedTotal: quote.total });
      form.setValue('giftCardCode', '');
      setJustApplied(true);
    } catch (refusal) {
      const onField = applyServerErrors(form, refusal, {
        fieldOf: (path) => (path === 'giftCardCode' ? 'giftCardCode' : null),
        otherRefusalOn: 'giftCardCode',
      });
      if (onField.length === 0)
        form.setError('giftCardCode', { type: 'server', message: t('order.giftCard.failed') }, { shouldFocus: true });
    } finally {
      setApplying(false);
    }
  };

  const remove = () => {
    setJustApplied(false);
    onApplied(null);
    // The field comes back in place of the card: the diner carries on from it.
    requestAnimationFrame(() => form.setFocus('giftCardCode'));
  };

  return (
    <>
      {/* Always there while the panel is, so the applied card is announced when it appears. */}
      <div aria-live="polite">
        {applied && (
          <div className="flex items-center justify-between gap-3 rounded-lg border border-primary bg-primary/10 py-2 pl-4 pr-1">
            <p className="min-w-0 text-sm font-medium sm:text-base">
              <span className="whitespace-nowrap">
                {t('order.giftCard.applied', { last4: applied.last4, amount: formatMoney(applied.amount, language) })}
              </span>
              {amountDue !== undefined && (
                <>
                  {' · '}
                  <span className="whitespace-nowrap">
                    {t(dueAtMost ? 'order.giftCard.leftToPayAtMost' : 'order.giftCard.leftToPay', {
                      amount: formatMoney(amountDue, language),
                    })}
                  </span>
                </>
              )}
            </p>
            <Button
              ref={removeRef}
              variant="link"
              size="sm"
              onClick={remove}
              aria-label={t('order.giftCard.removeLabel', { last4: applied.last4 })}
              className="shrink-0"
            >
              {t('order.giftCard.remove')}
            </Button>
          </div>
        )}
      </div>
      {!applied && (
        <Field label={t('order.giftCard.code')} error={error} hint={t('order.giftCard.hint')}>
          {(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="done"
                className="min-w-0 flex-1 font-mono uppercase tracking-wide"
                {...form.register('giftCardCode', { onChange: () => form.clearErrors('giftCardCode') })}
                onKeyDown={(event) => {
                  // Enter applies the card rather than placing the order.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void apply();
                }}
              />
              <Button variant="secondary" onClick={() => void apply()} disabled={applying} className="shrink-0">
                {applying ? t('order.giftCard.applying') : t('order.giftCard.apply')}
              </Button>
            </div>
          )}
        </Field>
      )}
    </>
  );
}
