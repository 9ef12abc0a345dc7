import { OptionSelect } from '@/components/forms/option-select';
import { Field, Input } from '@/components/ui/form-controls';
import { SearchIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import {
  CATERING_DATE_FILTERS,
  CATERING_STATUS_FILTERS,
  type CateringDateFilter,
  type CateringFilters,
  type CateringStatusFilter,
} from '../catering-filters';
import { DATE_FILTER_LABELS, STATUS_LABELS } from '../catering-labels';

interface CateringFiltersBarProps {
  filters: CateringFilters;
  onChange: (filters: CateringFilters) => void;
}

/** Search box, status filter and date filter of the catering list. */
export function CateringFiltersBar({ filters, onChange }: CateringFiltersBarProps) {
  const { t } = useAdminI18n();
  return (
    <div
      role="search"
      aria-label={t('admin.catering.filters.label')}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Field label={t('admin.catering.search.label')}>
        {(control) => (
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              {...control}
              type="search"
              value={filters.search}
              placeholder={t('admin.catering.search.placeholder')}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
              className="pl-10"
            />
          </div>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <Field label={t('admin.catering.filter.status')}>
          {(control) => (
            <OptionSelect
              {...control}
              options={CATERING_STATUS_FILTERS}
              labelOf={(status) =>
                status === 'all' ? t('admin.catering.filter.status.all') : t(STATUS_LABELS[status])
              }
              value={filters.status}
              onChange={(event) => onChange({ ...filters, status: event.target.value as CateringStatusFilter })}
            />
          )}
        </Field>
        <Field label={t('admin.catering.filter.date')}>
          {(control) => (
            <OptionSelect
              {...control}
              options={CATERING_DATE_FILTERS}
              labelOf={(filter) => t(DATE_FILTER_LABELS[filter])}
              value={filters.date}
              onChange={(event) => onChange({ ...filters, date: event.target.value as CateringDateFilter })}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
