import { useMemo, useState } from 'react';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import { useGuard } from '@/components/admin/admin-context';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, PlusIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useGiftCards, useGiftCardSummary } from '../api';
import { filterGiftCards, type StatusFilter } from '../gift-card-logic';
import { CreateGiftCardDialog } from './create-gift-card-dialog';
import { DayReportDialog } from './day-report-dialog';
import { ExportReportButton } from './export-report-button';
import { GiftCardDetailsDialog } from './gift-card-details-dialog';
import { GiftCardFiltersBar } from './gift-card-filters-bar';
import { GiftCardItem } from './gift-card-item';
import { GiftCardRequests } from './gift-card-requests';
import { GiftCardTiles } from './gift-card-tiles';
import { RedeemPanel } from './redeem-panel';

const NOTE_ID = 'gift-cards-permission-note';

/**
 * Gift Cards Management. Everyone: redeem a card at the table and the day's redemptions. Admins
 * and managers also: the figures, the requests from the website, export, manual cards and the list.
 */
export function GiftCardsBoard() {
  const { t } = useAdminI18n();
  const view = useGuard('giftCards.view', NOTE_ID);
  const manage = useGuard('giftCards.manage', NOTE_ID);
  // Staff may not read gift cards (the API answers 403), so the list is never asked for.
  const cards = useGiftCards({ enabled: view.allowed });
  const summary = useGiftCardSummary({ enabled: view.allowed });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<GiftCardDto | null>(null);
  const [reporting, setReporting] = useState(false);

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  const shown = useMemo(() => filterGiftCards(all, search, status), [all, search, status]);
  const filtering = search.trim() !== '' || status !== 'all';

  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <PermissionNote permission="giftCards.manage" id={NOTE_ID} className="sm:mr-auto" />
        <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={() => setReporting(true)}>
            <CalendarIcon />
            {t('admin.giftCards.report.open')}
          </Button>
          <ExportReportButton permissionNoteId={NOTE_ID} />
          <Button {...manage.guard} disabled={!manage.allowed} onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('admin.giftCards.create')}
          </Button>
        </div>
      </div>

      <RedeemPanel permissionNoteId={NOTE_ID} />

      {!view.allowed ? (
        <EmptyState title={t('admin.section.giftCards')} description={t('admin.giftCards.restricted')} />
      ) : (
        <>
          {summary.isSuccess && <GiftCardTiles summary={summary.data} />}

          <GiftCardRequests permissionNoteId={NOTE_ID} />

          <section aria-labelledby="gift-cards-list-title" className="grid gap-4">
            <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
              <h2 id="gift-cards-list-title" className="text-xl font-semibold">
                {t('admin.giftCards.listTitle')}
              </h2>
              <GiftCardFiltersBar
                search={search}
                status={status}
                onSearchChange={setSearch}
                onStatusChange={setStatus}
              />
            </div>

            {cards.isPending ? (
              <ListLoading label={t('admin.giftCards.loading')} />
            ) : cards.isError ? (
              <ListLoadError onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
            ) : shown.length === 0 ? (
              <EmptyState
                title={t('admin.giftCards.empty.title')}
                description={filtering ? t('admin.giftCards.empty.filtered') : t('admin.giftCards.empty.none')}
                action={
                  filtering ? (
                    <Button variant="secondary" onClick={clearFilters}>
                      {t('admin.giftCards.empty.clearFilters')}
                    </Button>
                  ) : (
                    <Button {...manage.guard} disabled={!manage.allowed} onClick={() => setCreating(true)}>
                      {t('admin.giftCards.createFirst')}
                    </Button>
                  )
                }
              />
            ) : (
              <>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {t('admin.giftCards.showing', { shown: shown.length, total: all.length })}
                </p>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {shown.map((card) => (
                    <GiftCardItem key={card.id} card={card} onDetails={setSelected} />
                  ))}
                </ul>
              </>
            )}
          </section>
        </>
      )}

      {manage.allowed && <CreateGiftCardDialog open={creating} onOpenChange={setCreating} onCreated={clearFilters} />}
      <GiftCardDetailsDialog card={selected} onClose={() => setSelected(null)} />
      <DayReportDialog open={reporting} onOpenChange={setReporting} />
    </div>
  );
}
