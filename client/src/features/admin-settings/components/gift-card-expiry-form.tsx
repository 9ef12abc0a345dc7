import { GIFT_CARD } from '@shared/gift-card-constants';
import type { AdminSettingsDto } from '@shared/schemas/settings';
import { Field, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { expiryChoices } from '../gift-card-expiry';
import { SettingsFormCard } from './settings-form-card';
import { useOneSettingForm } from './use-one-setting-form';
import { useSettingsLock } from './use-settings-lock';

/** How long new gift cards stay valid: none by default, as Minnesota law asks; at least five years elsewhere. */
export function GiftCardExpiryForm({ initial }: { initial: AdminSettingsDto }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useOneSettingForm('giftCardExpiry', 'giftCardValidMonths', initial);

  return (
    <SettingsFormCard {...card}>
      <Field
        label={t('admin.settings.giftCardExpiry.label')}
        hint={t('admin.settings.giftCardExpiry.hint', { years: GIFT_CARD.minValidMonths / 12 })}
        error={form.formState.errors.giftCardValidMonths?.message}
        className="max-w-sm"
      >
        {(control) => (
          <NativeSelect {...lock(control)} {...form.register('giftCardValidMonths', { setValueAs: Number })}>
            {expiryChoices(initial.giftCardValidMonths).map((choice) => (
              <option key={choice.months} value={choice.months}>
                {choice.months === 0
                  ? t('admin.settings.giftCardExpiry.never')
                  : choice.years !== null
                    ? t('admin.settings.giftCardExpiry.years', { count: choice.years })
                    : t('admin.settings.giftCardExpiry.months', { count: choice.months })}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </SettingsFormCard>
  );
}
