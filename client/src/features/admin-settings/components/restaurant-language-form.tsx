import type { AdminSettingsDto } from '@shared/schemas/settings';
import { LanguageSelect } from '@/components/forms/language-select';
import { Field } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { SettingsFormCard } from './settings-form-card';
import { useOneSettingForm } from './use-one-setting-form';
import { useSettingsLock } from './use-settings-lock';

/** The language of the alerts to the restaurant's own inboxes; guests' emails keep the language they chose. */
export function RestaurantLanguageForm({ initial }: { initial: AdminSettingsDto }) {
  const { t } = useAdminI18n();
  const { lock } = useSettingsLock();
  const { form, card } = useOneSettingForm('language', 'restaurantLanguage', initial);

  return (
    <SettingsFormCard {...card}>
      <Field
        label={t('admin.settings.language.label')}
        hint={t('admin.settings.language.hint')}
        error={form.formState.errors.restaurantLanguage?.message}
        className="max-w-sm"
      >
        {(control) => <LanguageSelect {...lock(control)} {...form.register('restaurantLanguage')} />}
      </Field>
    </SettingsFormCard>
  );
}
