import { Input, NativeSelect } from '@/components/ui/form-controls';
import { SearchIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { isStatusFilter, STATUS_FILTERS, type StatusFilter } from '../gift-card-logic';

interface GiftCardFiltersBarProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

/** Search by code, recipient or sender, and the status filter. */
export function GiftCardFiltersBar({ search, status, onSearchChange, onStatusChange }: GiftCardFiltersBarProps) {
  const { t } = useAdminI18n();
  return (
    <div className="flex flex-col gap-2 sm:flex-row md:w-auto">
      <div className="relative sm:w-96">
        <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t('admin.giftCards.searchLabel')}
          placeholder={t('admin.giftCards.searchPlaceholder')}
          className="pl-10 max-sm:placeholder:text-sm"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <NativeSelect
        aria-label={t('admin.giftCards.statusFilter')}
        className="sm:w-44"
        value={status}
        onChange={(event) => isStatusFilter(event.target.value) && onStatusChange(event.target.value)}
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`admin.giftCards.filter.${value}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
