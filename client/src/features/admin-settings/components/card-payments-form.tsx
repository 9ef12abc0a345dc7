import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { AdminSettingsDto } from '@shared/schemas/settings';
import { useAdminContext } from '@/components/admin/admin-context';
import { FormError } from '@/components/ui/form-error';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format-date';
import { SettingsFormCard } from './settings-form-card';
import { useOneSettingForm } from './use-one-setting-form';
import { useSettingsLock } from './use-settings-lock';

/**
 * Card payments through Stripe's Checkout on or off (managers). They are taken only while the
 * server also has Stripe's keys: without them the switch cannot be turned on and says how to.
 */
export function CardPaymentsForm({ initial }: { initial: AdminSettingsDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const id = useId();
  const { lock } = useSettingsLock();
  const { form, card } = useOneSettingForm('cardPayments', 'onlinePaymentsEnabled', initial);
  const { keys, mode, modeMismatchAt } = initial.stripe;
  const noteId = `${id}-note`;

  return (
    <SettingsFormCard {...card}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-2">
          <label htmlFor={`${id}-switch`} className="font-semibold">
            {t('admin.settings.cardPayments.label')}
          </label>
          <p id={noteId} className={cn('text-sm', keys ? 'text-muted-foreground' : 'font-medium text-foreground')}>
            {keys ? t('admin.settings.cardPayments.hint') : t('admin.settings.cardPayments.noKeys')}
          </p>
          {keys && mode && (
            <p
              className={cn(
                'w-fit rounded-lg px-2.5 py-1 text-sm font-bold',
                mode === 'test' ? 'border-2 border-accent bg-accent/20' : 'bg-success text-success-foreground',
              )}
            >
              {t(mode === 'test' ? 'admin.settings.cardPayments.testMode' : 'admin.settings.cardPayments.liveMode')}
            </p>
          )}
          {modeMismatchAt && (
            <p
              role="alert"
              className="rounded-lg border-2 border-destructive bg-destructive/10 p-2.5 text-sm text-destructive"
            >
              {t('admin.settings.cardPayments.mismatch', { date: formatTimestamp(modeMismatchAt, timeZone, language) })}
            </p>
          )}
          <FormError text={form.formState.errors.onlinePaymentsEnabled?.message} />
        </div>
        <Controller
          control={form.control}
          name="onlinePaymentsEnabled"
          render={({ field }) => (
            <div className="flex min-h-11 shrink-0 items-center gap-2">
              <span aria-hidden="true" className="text-sm font-semibold whitespace-nowrap">
                {keys && field.value ? t('admin.settings.features.on') : t('admin.settings.features.off')}
              </span>
              <Switch
                id={`${id}-switch`}
                ref={field.ref}
                // Without the keys no card is taken, whatever is stored: the switch shows it off.
                checked={keys && field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                {...lock({ 'aria-describedby': noteId, ...(keys ? {} : { disabled: true }) })}
              />
            </div>
          )}
        />
      </div>
    </SettingsFormCard>
  );
}
