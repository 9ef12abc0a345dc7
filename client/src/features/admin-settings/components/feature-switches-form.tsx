import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { AdminSettingsDto } from '@shared/schemas/settings';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { onlyFields } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsForm } from './use-settings-form';
import { useSettingsLock } from './use-settings-lock';
import { FormError } from '@/components/ui/form-error';

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
  const { lock } = useSettingsLock();
  const { form, card } = useSettingsForm<FormValues>({
    name: 'features',
    defaultValues: pick(initial),
    fieldOf: onlyFields<FormValues>(['reservationsEnabled', 'giftCardsEnabled']),
    toUpdate: (values) => values,
    pick,
  });
  const errors = form.formState.errors;

  const rows = [
    {
      name: 'reservationsEnabled',
      label: t('admin.settings.features.reservations'),
      hint: t('admin.settings.features.reservationsHint'),
    },
    {
      name: 'giftCardsEnabled',
      label: t('admin.settings.features.giftCards'),
      hint: t('admin.settings.features.giftCardsHint'),
    },
  ] as const;

  return (
    <SettingsFormCard {...card}>
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
              <FormError text={errors[row.name]?.message} />
            </div>
            <Controller
              control={form.control}
              name={row.name}
              render={({ field }) => (
                <div className="flex min-h-11 shrink-0 items-center gap-2">
                  {/* Both words in one cell, the other one hidden: as wide as the longer in any language, so the switch never moves. */}
                  <span aria-hidden="true" className="grid text-right text-sm font-semibold whitespace-nowrap">
                    <span className={cn('col-start-1 row-start-1', !field.value && 'invisible')}>
                      {t('admin.settings.features.on')}
                    </span>
                    <span className={cn('col-start-1 row-start-1', field.value && 'invisible')}>
                      {t('admin.settings.features.off')}
                    </span>
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
    </SettingsFormCard>
  );
}
