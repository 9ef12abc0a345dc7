import { Field, Input, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import {
  DATE_FILTERS,
  STATUS_FILTERS,
  type DateFilter,
  type ReservationFilters,
  type StatusFilter,
} from '../reservation-filters';
import { STATUS_LABELS } from '../reservation-labels';

interface ReservationFiltersBarProps {
  filters: ReservationFilters;
  onChange: (filters: ReservationFilters) => void;
}

const DATE_LABELS = {
  all: 'admin.reservations.filters.dateAll',
  today: 'admin.reservations.filters.dateToday',
  tomorrow: 'admin.reservations.filters.dateTomorrow',
  upcoming: 'admin.reservations.filters.dateUpcoming',
} as const;

/** Search over names, email and phone, plus the status and date filters. */
export function ReservationFiltersBar({ filters, onChange }: ReservationFiltersBarProps) {
  const { t } = useAdminI18n();
  return (
    <div
      role="search"
      aria-label={t('admin.reservations.filters.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Field label={t('admin.reservations.filters.search')} className="col-span-2 lg:col-span-1">
        {(control) => (
          <Input
            type="search"
            placeholder={t('admin.reservations.filters.searchPlaceholder')}
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            {...control}
          />
        )}
      </Field>
      <Field label={t('admin.reservations.filters.status')}>
        {(control) => (
          <NativeSelect
            value={filters.status}
            onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
            {...control}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('admin.reservations.filters.statusAll') : t(STATUS_LABELS[status])}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('admin.reservations.filters.date')}>
        {(control) => (
          <NativeSelect
            value={filters.date}
            onChange={(event) => onChange({ ...filters, date: event.target.value as DateFilter })}
            {...control}
          >
            {DATE_FILTERS.map((date) => (
              <option key={date} value={date}>
                {t(DATE_LABELS[date])}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
