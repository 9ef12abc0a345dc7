import { useRef, useState } from 'react';
import { GIFT_CARD } from '@shared/gift-card-constants';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { FormError } from '@/components/ui/form-error';

interface AmountPickerProps {
  amount: number | undefined;
  error?: string;
  onChange: (amount: number) => void;
}

/** What was typed as a number; nothing typed is NaN, which the schema refuses with the minimum's message. */
const amountOf = (text: string) => (text === '' ? Number.NaN : Number(text));

/** Preset amounts, or a custom amount revealed on demand; choosing a preset hides it again. */
export function AmountPicker({ amount, error, onChange }: AmountPickerProps) {
  const { t, language } = useGiftCardI18n();
  const [custom, setCustom] = useState(false);
  const [customText, setCustomText] = useState('');
  const customRef = useRef<HTMLInputElement>(null);

  const choosePreset = (preset: number) => {
    setCustom(false);
    onChange(preset);
  };
  const openCustom = () => {
    setCustom(true);
    onChange(amountOf(customText));
    requestAnimationFrame(() => customRef.current?.focus());
  };

  return (
    <fieldset aria-describedby={error ? 'gift-amount-error' : undefined}>
      <legend className="font-display text-xl font-semibold">{t('giftCard.amount.legend')}</legend>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {GIFT_CARD.presets.map((preset) => {
          const chosen = !custom && amount === preset;
          return (
            <Button
              key={preset}
              variant={chosen ? 'primary' : 'secondary'}
              aria-pressed={chosen}
              onClick={() => choosePreset(preset)}
              className="text-base"
            >
              {t('giftCard.amount.preset', { amount: formatMoney(preset, language, { cents: 'unlessWhole' }) })}
            </Button>
          );
        })}
      </div>
      <Button
        variant={custom ? 'primary' : 'ghost'}
        aria-pressed={custom}
        aria-expanded={custom}
        aria-controls="gift-custom-amount"
        onClick={openCustom}
        className={cn('mt-2 w-full', !custom && 'border border-dashed border-border')}
      >
        {t('giftCard.amount.custom')}
      </Button>
      {custom && (
        <div id="gift-custom-amount" className="mt-3 grid gap-1.5">
          <label htmlFor="gift-custom-amount-input" className="text-sm font-semibold">
            {t('giftCard.amount.customLabel')}
          </label>
          <DollarInput
            ref={customRef}
            id="gift-custom-amount-input"
            min={GIFT_CARD.minAmount}
            max={GIFT_CARD.maxAmount}
            value={customText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gift-custom-hint gift-amount-error' : 'gift-custom-hint'}
            onChange={(event) => {
              setCustomText(event.target.value);
              onChange(amountOf(event.target.value));
            }}
          />
          <p id="gift-custom-hint" className="text-sm text-muted-foreground">
            {t('giftCard.amount.customHint', {
              min: formatMoney(GIFT_CARD.minAmount, language, { cents: 'unlessWhole' }),
              max: formatMoney(GIFT_CARD.maxAmount, language, { cents: 'unlessWhole' }),
            })}
          </p>
        </div>
      )}
      <FormError id="gift-amount-error" text={error} className="mt-1.5" />
    </fieldset>
  );
}
