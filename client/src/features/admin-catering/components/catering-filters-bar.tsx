import { CATERING_STATUSES } from '@shared/constants';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { CATERING_DATE_FILTERS, type CateringDateFilter, type CateringFilters, type CateringStatusFilter } from '../catering-filters';
import { DATE_FILTER_LABELS, STATUS_LABELS } from '../catering-labels';
import { SearchIcon } from '@/components/ui/icons';

interface CateringFiltersBarProps {
  filters: CateringFilters;
  onChange: (filters: CateringFilters) => void;
}

/** Search box, status filter and date filter of the catering list. */
export function CateringFiltersBar({ filters, onChange }: CateringFiltersBarProps) {
  const { t } = useAdminI18n();
  const labelClass = 'text-sm font-semibold';
  return (
    <div role="search" aria-label={t('admin.catering.filters.label')} className="grid gap-3 rounded-xl border border-border bg-card p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <label htmlFor="catering-search" className={labelClass}>
          {t('admin.catering.search.label')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="catering-search"
            type="search"
            value={filters.search}
            placeholder={t('admin.catering.search.placeholder')}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            className="pl-10"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div className="grid gap-1.5">
          <label htmlFor="catering-status-filter" className={labelClass}>
            {t('admin.catering.filter.status')}
          </label>
          <NativeSelect
            id="catering-status-filter"
            value={filters.status}
            onChange={(event) => onChange({ ...filters, status: event.target.value as CateringStatusFilter })}
          >
            <option value="all">{t('admin.catering.filter.status.all')}</option>
            {CATERING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="catering-date-filter" className={labelClass}>
            {t('admin.catering.filter.date')}
          </label>
          <NativeSelect
            id="catering-date-filter"
            value={filters.date}
            onChange={(event) => onChange({ ...filters, date: event.target.value as CateringDateFilter })}
          >
            {CATERING_DATE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(DATE_FILTER_LABELS[filter])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  );
}
