import { useMemo, useState } from 'react';
import type { ReservationDto } from '@shared/schemas/reservation';
import { formatClock, zonedMoment } from '@shared/time';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useAdminContext } from '@/components/admin/admin-context';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate } from '@/lib/format-date';
import { useAdminReservations, useDeleteReservation } from '../api';
import {
  filterReservations,
  fullName,
  hasActiveFilters,
  NO_FILTERS,
  reservationStats,
  sortForHostStand,
  type ReservationFilters,
} from '../reservation-filters';
import { PlusIcon } from '@/components/ui/icons';
import { RESERVATIONS_NOTE_ID, useReservationsGuard } from './use-reservations-guard';
import { ReservationDayView } from './reservation-day-view';
import { ReservationDetailsDialog } from './reservation-details-dialog';
import { ReservationFiltersBar } from './reservation-filters-bar';
import { ReservationFormDialog } from './reservation-form-dialog';
import { ReservationRow, ROW_COLUMNS } from './reservation-row';
import { SpamDialog } from './spam-dialog';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** The tiles that count bookings by status, each with its label and what it counts. */
const COUNT_TILES = [
  { count: 'total', label: 'admin.reservations.stats.total', note: 'admin.reservations.stats.totalNote' },
  { count: 'pending', label: 'admin.reservations.stats.pending', note: 'admin.reservations.stats.pendingNote' },
  { count: 'confirmed', label: 'admin.reservations.stats.confirmed', note: 'admin.reservations.stats.confirmedNote' },
] as const;

/** The Reservations section: figures, then the book (filters, list) or one day's slots, and the dialogs. */
export function ReservationsBoard() {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const { timeZone } = useAdminContext();
  const { allowed, guard } = useReservationsGuard();
  const { data, isPending, isError, refetch, isRefetching } = useAdminReservations();
  const remove = useDeleteReservation();

  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ReservationDto | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ReservationDto | null>(null);
  const [markingSpam, setMarkingSpam] = useState<ReservationDto | null>(null);
  // The day view's date, kept while staff switch to the list and back; today until one is picked.
  const [dayShown, setDayShown] = useState<string | null>(null);

  // The restaurant's today; the 30 s poll re-renders, so it turns over at midnight there.
  const today = zonedMoment(timeZone).date;
  const reservations = useMemo(() => data ?? [], [data]);
  const stats = useMemo(() => reservationStats(reservations, today), [reservations, today]);
  const shown = useMemo(
    () => sortForHostStand(filterReservations(reservations, filters, today), today),
    [reservations, filters, today],
  );
  // Looked up on every poll, so the details stay current and close if the booking is deleted.
  const viewing =
    viewingId === null ? null : (reservations.find((reservation) => reservation.id === viewingId) ?? null);
  const filtered = hasActiveFilters(filters);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (reservation: ReservationDto) => {
    setViewingId(null);
    setEditing(reservation);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => succeeded(t('admin.reservations.toast.deleted')),
      onError: () => failed(t('admin.reservations.toast.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = (label: string) => (
    <Button {...guard} disabled={!allowed} onClick={openAdd} className="max-sm:w-full">
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PermissionNote permission="reservations.manage" id={RESERVATIONS_NOTE_ID} />

      <div className="flex flex-wrap items-center justify-end gap-3">
        {addButton(t('admin.reservations.addButton'))}
      </div>

      {isPending ? (
        <ListLoading label={t('admin.reservations.loading')} />
      ) : isError && !data ? (
        <ListLoadError onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <>
          <ul aria-label={t('admin.reservations.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {COUNT_TILES.map(({ count, label, note }) => (
              <StatCard key={count} label={t(label)} value={stats[count]} note={t(note)} />
            ))}
            <StatCard
              label={t('admin.reservations.stats.today')}
              value={stats.today}
              note={t('admin.reservations.stats.todayNote', { count: stats.todayGuests })}
            />
          </ul>

          <Tabs defaultValue="list">
            <TabsList aria-label={t('admin.reservations.views.label')} className="sm:max-w-sm">
              <TabsTrigger value="list">{t('admin.reservations.views.list')}</TabsTrigger>
              <TabsTrigger value="day">{t('admin.reservations.views.day')}</TabsTrigger>
            </TabsList>
            <TabsContent value="list" className="mt-4 grid gap-6">
              <p className="text-sm text-muted-foreground">{t('admin.reservations.list.order')}</p>
              <ReservationFiltersBar filters={filters} onChange={setFilters} />

              <div className="grid gap-3">
                <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
                  <p role="status" className="text-sm text-muted-foreground">
                    {t('admin.reservations.list.count', { shown: shown.length, total: reservations.length })}
                  </p>
                  {filtered && (
                    <Button variant="link" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                      {t('admin.reservations.filters.clear')}
                    </Button>
                  )}
                </div>

                {shown.length === 0 ? (
                  <EmptyState
                    title={t('admin.reservations.empty.title')}
                    description={filtered ? t('admin.reservations.empty.filtered') : t('admin.reservations.empty.none')}
                    action={addButton(t('admin.reservations.empty.addFirst'))}
                  />
                ) : (
                  <div className="lg:overflow-hidden lg:rounded-xl lg:border lg:border-border lg:bg-card">
                    {/* Column names for the laptop layout; every row also says what each value is. */}
                    <div
                      aria-hidden="true"
                      className={`hidden gap-4 border-b border-border bg-muted/60 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:grid ${ROW_COLUMNS}`}
                    >
                      <span>{t('admin.reservations.list.who')}</span>
                      <span>{t('admin.reservations.list.when')}</span>
                      <span>{t('admin.reservations.list.requests')}</span>
                      <span>{t('admin.reservations.list.status')}</span>
                      <span className="w-[8.5rem] text-right">{t('admin.reservations.list.actions')}</span>
                    </div>
                    <ul
                      aria-label={t('admin.reservations.list.label')}
                      className="grid gap-3 lg:gap-0 lg:divide-y lg:divide-border"
                    >
                      {shown.map((reservation) => (
                        <ReservationRow
                          key={reservation.id}
                          reservation={reservation}
                          today={today}
                          onView={() => setViewingId(reservation.id)}
                          onEdit={() => openEdit(reservation)}
                          onDelete={() => setDeleting(reservation)}
                        />
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </TabsContent>
            <TabsContent value="day">
              <ReservationDayView
                today={today}
                date={dayShown ?? today}
                onDateChange={setDayShown}
                reservations={reservations}
              />
            </TabsContent>
          </Tabs>
        </>
      )}

      <ReservationFormDialog open={formOpen} onOpenChange={setFormOpen} reservation={editing} today={today} />
      <ReservationDetailsDialog
        reservation={viewing}
        onClose={() => setViewingId(null)}
        onEdit={openEdit}
        onMarkSpam={(reservation) => {
          setViewingId(null);
          setMarkingSpam(reservation);
        }}
      />
      <SpamDialog reservation={markingSpam} onClose={() => setMarkingSpam(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={
          deleting
            ? t('admin.reservations.delete.description', {
                name: fullName(deleting),
                date: formatCalendarDate(deleting.date, language),
                time: formatClock(deleting.time, language),
              })
            : ''
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
