import { useState, type FormEvent } from 'react';
import { HALL_BLOCKS } from '@shared/hall-events';
import { hallSettingsSchema, type HallSettingsDto } from '@shared/schemas/hall-events';
import { AdminPanel } from '@/components/admin/admin-panel';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Field, Input, Textarea } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useHallSettings, useSaveHallSettings } from '../api';
import { useHallGuard } from '../guard';
import { useAdminForm } from '@/components/admin/use-admin-form';

const NUMBERS = [
  ['leadDays', 'requests'],
  ['unconfirmedHoldMinutes', 'requests'],
  ['confirmedHoldHours', 'requests'],
  ['proposalValidDays', 'money'],
  ['depositPercent', 'money'],
  ['depositDueDays', 'money'],
  ['depositReminderDaysBefore', 'money'],
  ['finalCountDaysBefore', 'money'],
  ['balanceDaysBefore', 'money'],
] as const;
type NumberSetting = (typeof NUMBERS)[number][0];

/** The hall's settings: its blocks, holds, proposals, deposits, deadlines and the cancellation policy. */
export function HallSettingsCard() {
  const { t } = useAdminI18n();
  const settings = useHallSettings();
  return (
    <AdminPanel
      id="hall-settings"
      title={t('admin.hall.settings.heading')}
      description={t('admin.hall.settings.description')}
    >
      {settings.isPending ? (
        <ListLoading label={t('admin.hall.settings.loading')} />
      ) : settings.isError && !settings.data ? (
        <ListLoadError
          message={t('admin.hall.settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm key={settings.data.policyVersion} settings={settings.data} />
      )}
    </AdminPanel>
  );
}

function SettingsForm({ settings }: { settings: HallSettingsDto }) {
  const { t } = useAdminI18n();
  const { errors, check, send } = useAdminForm();
  const manage = useHallGuard();
  const save = useSaveHallSettings();
  const [blocks, setBlocks] = useState(settings.blocks);
  const [numbers, setNumbers] = useState<Record<NumberSetting, string>>(
    () => Object.fromEntries(NUMBERS.map(([key]) => [key, String(settings[key])])) as Record<NumberSetting, string>,
  );
  const [confirmByEmail, setConfirmByEmail] = useState(settings.confirmByEmail);
  const [policy, setPolicy] = useState({
    en: settings.cancellationPolicy.en,
    am: settings.cancellationPolicy.am ?? '',
  });
  const locked = !manage.allowed;

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const input = {
      blocks,
      confirmByEmail,
      cancellationPolicy: policy,
      ...Object.fromEntries(
        NUMBERS.map(([key]) => [key, numbers[key].trim() === '' ? Number.NaN : Number(numbers[key])]),
      ),
    };
    const settings = check(hallSettingsSchema, input);
    if (!settings) return;
    await send(() => save.mutateAsync(settings), {
      done: t('admin.hall.toast.settingsSaved'),
      failed: t('admin.hall.toast.settingsFailed'),
    });
  };

  const numberField = (key: NumberSetting) => (
    <Field key={key} label={t(`admin.hall.settings.${key}`)} error={errors[key]}>
      {(c) => (
        <Input
          {...c}
          inputMode="numeric"
          disabled={locked}
          value={numbers[key]}
          onChange={(e) => setNumbers((current) => ({ ...current, [key]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin.hall.settings.blocks')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {HALL_BLOCKS.map((block) => {
            const name = t(`admin.hall.block.${block}`);
            return (
              <div key={block} className="grid grid-cols-2 gap-2">
                {(['start', 'end'] as const).map((edge) => (
                  <Field
                    key={edge}
                    label={t(`admin.hall.settings.${edge}`, { block: name })}
                    error={errors[`blocks.${block}.${edge}`]}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        type="time"
                        disabled={locked}
                        value={blocks[block][edge]}
                        onChange={(e) =>
                          setBlocks((current) => ({
                            ...current,
                            [block]: { ...current[block], [edge]: e.target.value },
                          }))
                        }
                      />
                    )}
                  </Field>
                ))}
              </div>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin.hall.settings.requests')}</legend>
        <label className="flex items-start gap-3 text-sm">
          <Switch checked={confirmByEmail} disabled={locked} onCheckedChange={setConfirmByEmail} />
          <span>
            <span className="font-semibold">{t('admin.hall.settings.confirmByEmail')}</span>
            <br />
            <span className="text-muted-foreground">{t('admin.hall.settings.confirmByEmailHint')}</span>
          </span>
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          {NUMBERS.filter(([, group]) => group === 'requests').map(([key]) => numberField(key))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin.hall.settings.money')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {NUMBERS.filter(([, group]) => group === 'money').map(([key]) => numberField(key))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">{t('admin.hall.settings.policy')}</legend>
        <p className="text-sm text-muted-foreground">
          {t('admin.hall.settings.policyVersion', { version: settings.policyVersion })}
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label={t('admin.hall.settings.policyEn')} error={errors['cancellationPolicy.en']}>
            {(c) => (
              <Textarea
                {...c}
                rows={6}
                maxLength={4000}
                disabled={locked}
                value={policy.en}
                onChange={(e) => setPolicy((current) => ({ ...current, en: e.target.value }))}
              />
            )}
          </Field>
          <Field label={t('admin.hall.settings.policyAm')} error={errors['cancellationPolicy.am']}>
            {(c) => (
              <Textarea
                {...c}
                lang="am"
                rows={6}
                maxLength={4000}
                disabled={locked}
                value={policy.am}
                onChange={(e) => setPolicy((current) => ({ ...current, am: e.target.value }))}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <GuardedActionButton
        type="submit"
        size="md"
        manage={manage}
        disabled={save.isPending}
        className="justify-self-end"
      >
        {save.isPending ? t('admin.hall.settings.saving') : t('admin.hall.settings.submit')}
      </GuardedActionButton>
    </form>
  );
}
