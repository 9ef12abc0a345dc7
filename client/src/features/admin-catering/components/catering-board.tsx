import { useMemo, useState } from 'react';
import type { CateringOrderDto } from '@shared/schemas/catering';
import { zonedMoment } from '@shared/time';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useCateringOrders } from '../api';
import { cateringStats, DEFAULT_CATERING_FILTERS, filterCateringOrders, isFiltered } from '../catering-filters';
import { CateringDeleteDialog } from './catering-delete-dialog';
import { CateringDetailsDialog } from './catering-details-dialog';
import { CateringFiltersBar } from './catering-filters-bar';
import { CateringFormDialog } from './catering-form-dialog';
import { CateringOrderRow } from './catering-order-row';
import { CateringStatCards } from './catering-stat-cards';
import { SendQuoteDialog } from './send-quote-dialog';

const NOTE_ID = 'catering-permission-note';

/** The Catering screen: figures, search and filters, the orders, and the quote, add/edit, details and delete dialogs. */
export function CateringBoard() {
  const { t } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useGuard('catering.manage', NOTE_ID);
  const orders = useCateringOrders();
  const [filters, setFilters] = useState(DEFAULT_CATERING_FILTERS);
  const [form, setForm] = useState<{ open: boolean; order: CateringOrderDto | null }>({ open: false, order: null });
  const [quoting, setQuoting] = useState<CateringOrderDto | null>(null);
  const [viewing, setViewing] = useState<CateringOrderDto | null>(null);
  const [deleting, setDeleting] = useState<CateringOrderDto | null>(null);

  const all = useMemo(() => orders.data ?? [], [orders.data]);
  const today = zonedMoment(timeZone).date;
  const stats = useMemo(() => (orders.data ? cateringStats(orders.data) : null), [orders.data]);
  const shown = useMemo(() => filterCateringOrders(all, filters, today), [all, filters, today]);
  // The details dialog follows the list, so a status change or a poll shows in it at once.
  const viewed = viewing ? (all.find((order) => order.id === viewing.id) ?? viewing) : null;

  const addButton = (label: string) => (
    <Button onClick={() => setForm({ open: true, order: null })} {...manage.guard}>
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PermissionNote permission="catering.manage" id={NOTE_ID} className="w-full sm:w-auto" />
        <div className="ml-auto">{addButton(t('admin.catering.addButton'))}</div>
      </div>

      <CateringStatCards stats={stats} />

      <CateringFiltersBar filters={filters} onChange={setFilters} />

      <section aria-labelledby="catering-list-title" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="catering-list-title" className="text-xl font-semibold">
            {t('admin.catering.list.heading')}
          </h2>
          {orders.data && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('admin.catering.list.count', { shown: shown.length, total: all.length })}
            </p>
          )}
        </div>

        {orders.isPending ? (
          <ListLoading label={t('admin.catering.loading')} />
        ) : orders.isError && !orders.data ? (
          <ListLoadError onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t('admin.catering.empty.title')}
            description={isFiltered(filters) ? t('admin.catering.empty.filtered') : t('admin.catering.empty.none')}
            action={
              isFiltered(filters) ? (
                <Button variant="secondary" onClick={() => setFilters(DEFAULT_CATERING_FILTERS)}>
                  {t('admin.catering.filter.clear')}
                </Button>
              ) : (
                addButton(t('admin.catering.addFirstButton'))
              )
            }
          />
        ) : (
          <ul className="grid gap-3">
            {shown.map((order) => (
              <CateringOrderRow
                key={order.id}
                order={order}
                manage={manage}
                onView={setViewing}
                onEdit={(item) => setForm({ open: true, order: item })}
                onDelete={setDeleting}
                onQuote={setQuoting}
              />
            ))}
          </ul>
        )}
      </section>

      <CateringFormDialog
        open={form.open}
        order={form.order}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <SendQuoteDialog order={quoting} onOpenChange={(open) => !open && setQuoting(null)} />
      <CateringDetailsDialog order={viewed} onOpenChange={(open) => !open && setViewing(null)} />
      <CateringDeleteDialog order={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
