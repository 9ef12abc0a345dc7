import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useAdminSettings } from '../api';
import { BusinessInfoForm } from './business-info-form';
import { FeatureSwitchesForm } from './feature-switches-form';
import { MailOutboxCard } from './mail-outbox-card';
import { ReservationSlotsForm } from './reservation-slots-form';
import { RestaurantOperationsCard } from './restaurant-operations-card';
import { SETTINGS_NOTE_ID } from './use-settings-lock';
import { WeeklyHoursForm } from './weekly-hours-form';

/** The Settings section: open or closed now, then the stored settings (each card saves on its own), then the email outbox. */
export function SettingsBoard() {
  const { t } = useAdminI18n();
  const settings = useAdminSettings();

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <RestaurantOperationsCard weeklyHours={settings.data?.weeklyHours} />
      <PermissionNote permission="settings.manage" id={SETTINGS_NOTE_ID} />
      {settings.isPending ? (
        <ListLoading label={t('admin.settings.loading')} />
      ) : settings.isError ? (
        <ListLoadError message={t('admin.settings.loadError')} onRetry={() => void settings.refetch()} retrying={settings.isRefetching} />
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
