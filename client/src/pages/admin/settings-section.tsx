import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { useAdminSettings } from '@/features/admin-settings/api';
import { BusinessInfoForm } from '@/features/admin-settings/components/business-info-form';
import { FeatureSwitchesForm } from '@/features/admin-settings/components/feature-switches-form';
import { MailOutboxCard } from '@/features/admin-settings/components/mail-outbox-card';
import { ReservationSlotsForm } from '@/features/admin-settings/components/reservation-slots-form';
import { RestaurantOperationsCard } from '@/features/admin-settings/components/restaurant-operations-card';
import { SETTINGS_NOTE_ID } from '@/features/admin-settings/components/use-settings-lock';
import { WeeklyHoursForm } from '@/features/admin-settings/components/weekly-hours-form';
import { useAdminI18n } from '@/lib/admin-i18n';

/** Open or closed now, then the stored settings: each card saves on its own. */
export function SettingsSection() {
  const { t } = useAdminI18n();
  const settings = useAdminSettings();

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <RestaurantOperationsCard weeklyHours={settings.data?.weeklyHours} />
      <PermissionNote permission="settings.manage" id={SETTINGS_NOTE_ID} />
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('admin.settings.loading')}
        </p>
      ) : settings.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4 text-destructive">
          {t('admin.settings.loadError')}
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <WeeklyHoursForm initial={settings.data.weeklyHours} />
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <ReservationSlotsForm initial={settings.data.reservationSlots} />
            <FeatureSwitchesForm initial={settings.data} />
          </div>
          <BusinessInfoForm initial={settings.data.businessInfo} />
        </>
      )}
      <MailOutboxCard />
    </div>
  );
}
