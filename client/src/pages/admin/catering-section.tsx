import { useMemo, useState } from 'react';
import type { CateringOrderDto } from '@shared/schemas/catering';
import { zonedMoment } from '@shared/time';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { useCateringOrders, useDeleteCateringOrder } from '@/features/admin-catering/api';
import { cateringStats, DEFAULT_CATERING_FILTERS, filterCateringOrders, isFiltered } from '@/features/admin-catering/catering-filters';
import { clientName } from '@/features/admin-catering/catering-labels';
import { CateringDetailsDialog } from '@/features/admin-catering/components/catering-details-dialog';
import { CateringFiltersBar } from '@/features/admin-catering/components/catering-filters-bar';
import { CateringFormDialog } from '@/features/admin-catering/components/catering-form-dialog';
import { CateringOrderRow } from '@/features/admin-catering/components/catering-order-row';
import { PlusIcon } from '@/components/ui/icons';
import { SendQuoteDialog } from '@/features/admin-catering/components/send-quote-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';

const NOTE_ID = 'catering-permission-note';

/** Catering: stat cards, search and filters, the orders, and the quote, add/edit, details dialogs. */
export function CateringSection() {
  const { t } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useGuard('catering.manage', NOTE_ID);
  const orders = useCateringOrders();
  const remove = useDeleteCateringOrder();
  const [filters, setFilters] = useState(DEFAULT_CATERING_FILTERS);
  const [form, setForm] = useState<{ open: boolean; order: CateringOrderDto | null }>({ open: false, order: null });
  const [quoting, setQuoting] = useState<CateringOrderDto | null>(null);
  const [viewing, setViewing] = useState<CateringOrderDto | null>(null);
  const [deleting, setDeleting] = useState<CateringOrderDto | null>(null);

  const all = useMemo(() => orders.data ?? [], [orders.data]);
  const today = zonedMoment(timeZone).date;
  const stats = useMemo(() => cateringStats(all), [all]);
  const shown = useMemo(() => filterCateringOrders(all, filters, today), [all, filters, today]);
  // The details dialog follows the list, so a status change or a poll shows in it at once.
  const viewed = viewing ? (all.find((order) => order.id === viewing.id) ?? viewing) : null;

  const openAdd = () => setForm({ open: true, order: null });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('admin.common.success'), description: t('admin.catering.toast.deleted'), variant: 'success' });
      setDeleting(null);
    } catch {
      toast({ title: t('admin.error'), description: t('admin.catering.toast.deleteFailed'), variant: 'destructive' });
    }
  };

  const addButton = (label: string) => (
    <Button onClick={openAdd} {...manage.guard}>
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

      <section aria-label={t('admin.catering.stats.label')}>
        <StatGrid>
          <StatCard label={t('admin.catering.stats.total')} value={orders.data ? stats.total : '–'} />
          <StatCard label={t('admin.catering.stats.pending')} value={orders.data ? stats.pending : '–'} note={t('admin.catering.stats.pendingNote')} />
          <StatCard label={t('admin.catering.stats.quoted')} value={orders.data ? stats.quoted : '–'} />
          <StatCard label={t('admin.catering.stats.confirmed')} value={orders.data ? stats.confirmed : '–'} />
          <StatCard
            label={t('admin.catering.stats.revenue')}
            value={orders.data ? formatMoney(stats.revenue) : '–'}
            note={t('admin.catering.stats.revenueNote')}
            className="col-span-2 md:col-span-1"
          />
        </StatGrid>
      </section>

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

      <CateringFormDialog open={form.open} order={form.order} onOpenChange={(open) => setForm((current) => ({ ...current, open }))} />
      <SendQuoteDialog order={quoting} onOpenChange={(open) => !open && setQuoting(null)} />
      <CateringDetailsDialog order={viewed} onOpenChange={(open) => !open && setViewing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={deleting ? t('admin.catering.delete.description', { name: clientName(deleting), date: formatCalendarDate(deleting.eventDate) }) : ''}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
