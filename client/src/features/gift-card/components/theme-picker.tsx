import type { UseFormRegisterReturn } from 'react-hook-form';
import { GIFT_CARD_THEMES } from '@shared/gift-card-constants';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { THEME_LABELS } from '../themes';
import { GiftCardPreview } from './gift-card-preview';

/** The four card designs as radio choices, each with a small preview. */
export function ThemePicker({
  field,
  chosen,
  businessName,
}: {
  field: UseFormRegisterReturn<'designTheme'>;
  /** The form's default design, so the server's HTML shows it chosen before scripts run. */
  chosen?: string;
  businessName: string;
}) {
  const { t } = useGiftCardI18n();
  return (
    <fieldset>
      <legend className="font-display text-xl font-semibold">{t('giftCard.theme.legend')}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GIFT_CARD_THEMES.map((theme) => (
          <label
            key={theme}
            className="grid cursor-pointer gap-2 rounded-xl border-2 border-border bg-card p-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <GiftCardPreview theme={theme} businessName={businessName} mini />
            <span className="flex min-h-11 items-center gap-2 px-1 text-sm font-semibold">
              <input
                type="radio"
                value={theme}
                className="size-4 shrink-0 accent-primary"
                defaultChecked={theme === chosen}
                {...field}
              />
              {t(THEME_LABELS[theme])}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
