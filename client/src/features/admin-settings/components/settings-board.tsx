import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useAdminSettings } from '../api';
import { BookingSettingsForm } from './booking-settings-form';
import { BusinessInfoForm } from './business-info-form';
import { CardPaymentsForm } from './card-payments-form';
import { FeatureSwitchesForm } from './feature-switches-form';
import { GiftCardExpiryForm } from './gift-card-expiry-form';
import { MailOutboxCard } from './mail-outbox-card';
import { OrderingSettingsCard } from './ordering-settings-form';
import { RestaurantLanguageForm } from './restaurant-language-form';
import { RestaurantOperationsCard } from './restaurant-operations-card';
import { ScheduleExceptionsCard } from './schedule-exceptions-card';
import { SETTINGS_NOTE_ID } from './use-settings-lock';
import { WeeklyHoursForm } from './weekly-hours-form';

/**
 * The Settings section: open or closed now, then the schedule (weekly hours, date exceptions and
 * the booking rules), the other stored settings (each card saves on its own: the online
 * features, card payments, pickup ordering, the expiry of new gift cards, the language of the restaurant's own
 * alerts, the business details), then the email outbox.
 */
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
        <ListLoadError
          message={t('admin.settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isRefetching}
        />
      ) : (
        <>
          <WeeklyHoursForm initial={settings.data.weeklyHours} />
          <ScheduleExceptionsCard weeklyHours={settings.data.weeklyHours} />
          <BookingSettingsForm initial={settings.data.booking} weeklyHours={settings.data.weeklyHours} />
          <FeatureSwitchesForm initial={settings.data} />
          <CardPaymentsForm initial={settings.data} />
          <OrderingSettingsCard />
          <GiftCardExpiryForm initial={settings.data} />
          <RestaurantLanguageForm initial={settings.data} />
          <BusinessInfoForm initial={settings.data.businessInfo} />
        </>
      )}
      <MailOutboxCard />
    </div>
  );
}
