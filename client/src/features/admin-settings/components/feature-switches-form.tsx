import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AdminSettingsDto } from '@shared/schemas/settings';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { SettingsCard, SettingsForm } from './settings-card';
import { useSaveSettings } from './use-save-settings';
import { useSettingsLock } from './use-settings-lock';

interface FormValues {
  reservationsEnabled: boolean;
  giftCardsEnabled: boolean;
}

const pick = (settings: AdminSettingsDto): FormValues => ({
  reservationsEnabled: settings.reservationsEnabled,
  giftCardsEnabled: settings.giftCardsEnabled,
});

/** Online table booking and gift card sales on or off. */
export function FeatureSwitchesForm({ initial }: { initial: AdminSettingsDto }) {
  const { t } = useAdminI18n();
  const id = useId();
  const { allowed, guard, lock } = useSettingsLock();
  const { handleSubmit, setError, reset, control, formState } = useForm<FormValues>({ defaultValues: pick(initial) });
  const { save, saving } = useSaveSettings<FormValues>({
    prefix: '',
    setError,
    reset,
    pick,
    successTitle: t('admin.settings.features.saved'),
  });
  const errors = formState.errors;

  const rows = [
    { name: 'reservationsEnabled', label: t('admin.settings.features.reservations'), hint: t('admin.settings.features.reservationsHint') },
    { name: 'giftCardsEnabled', label: t('admin.settings.features.giftCards'), hint: t('admin.settings.features.giftCardsHint') },
  ] as const;

  return (
    <SettingsCard id="features" title={t('admin.settings.features.title')} description={t('admin.settings.features.description')}>
      <SettingsForm
        onSubmit={handleSubmit((values) => save(values))}
        saveLabel={t('admin.settings.features.save')}
        saving={saving || formState.isSubmitting}
        allowed={allowed}
        guard={guard}
      >
        <ul className="grid gap-4">
          {rows.map((row) => (
            <li key={row.name} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`${id}-${row.name}`} className="font-semibold">
                  {row.label}
                </label>
                <p id={`${id}-${row.name}-hint`} className="text-sm text-muted-foreground">
                  {row.hint}
                </p>
                {errors[row.name]?.message && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {errors[row.name]?.message}
                  </p>
                )}
              </div>
              <Controller
                control={control}
                name={row.name}
                render={({ field }) => (
                  <div className="flex min-h-11 shrink-0 items-center gap-2">
                    <span aria-hidden="true" className="w-8 text-right text-sm font-semibold">
                      {field.value ? t('admin.settings.features.on') : t('admin.settings.features.off')}
                    </span>
                    <Switch
                      id={`${id}-${row.name}`}
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      {...lock({ 'aria-describedby': `${id}-${row.name}-hint` })}
                    />
                  </div>
                )}
              />
            </li>
          ))}
        </ul>
        {errors.root?.server?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root.server.message}
          </p>
        )}
      </SettingsForm>
    </SettingsCard>
  );
}
