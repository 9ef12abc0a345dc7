import { useMemo, useState } from 'react';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useGuard } from '@/components/admin/admin-context';
import { PermissionNote } from '@/components/admin/permission-note';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { useExportGiftCards, useGiftCards } from '@/features/admin-gift-cards/api';
import { CreateGiftCardDialog } from '@/features/admin-gift-cards/components/create-gift-card-dialog';
import { GiftCardDetailsDialog } from '@/features/admin-gift-cards/components/gift-card-details-dialog';
import { GiftCardItem } from '@/features/admin-gift-cards/components/gift-card-item';
import { GiftCardTiles } from '@/features/admin-gift-cards/components/gift-card-tiles';
import { computeGiftCardStats, filterGiftCards, isStatusFilter, STATUS_FILTERS, type StatusFilter } from '@/features/admin-gift-cards/gift-card-logic';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';

const NOTE_ID = 'gift-cards-permission-note';

/** Gift Cards Management: export, manual cards, tiles, search and status filter, the card list. */
export function GiftCardsSection() {
  const { t } = useAdminI18n();
  const view = useGuard('giftCards.view', NOTE_ID);
  const manage = useGuard('giftCards.manage', NOTE_ID);
  // Staff may not read gift cards (the API answers 403), so the list is never asked for.
  const cards = useGiftCards({ enabled: view.allowed });
  const exportReport = useExportGiftCards();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<GiftCardDto | null>(null);

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  const stats = useMemo(() => computeGiftCardStats(all), [all]);
  const shown = useMemo(() => filterGiftCards(all, search, status), [all, search, status]);
  const filtering = search.trim() !== '' || status !== 'all';

  const download = async () => {
    try {
      await exportReport.mutateAsync();
    } catch (error) {
      toast({
        title: t('admin.error'),
        description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : t('admin.giftCards.exportFailed'),
        variant: 'destructive',
      });
    }
  };

  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <PermissionNote permission="giftCards.manage" id={NOTE_ID} className="sm:mr-auto" />
        <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row">
          <Button variant="secondary" {...view.guard} disabled={!view.allowed || exportReport.isPending} onClick={download}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {exportReport.isPending ? t('admin.giftCards.exporting') : t('admin.giftCards.export')}
          </Button>
          <Button {...manage.guard} disabled={!manage.allowed} onClick={() => setCreating(true)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M12 5v14M5 12h14" />
            </svg>
            {t('admin.giftCards.create')}
          </Button>
        </div>
      </div>

      {!view.allowed ? (
        <EmptyState title={t('admin.section.giftCards')} description={t('admin.giftCards.restricted')} />
      ) : (
        <>
          {cards.isSuccess && <GiftCardTiles stats={stats} />}

          <section aria-labelledby="gift-cards-list-title" className="grid gap-4">
            <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
              <h2 id="gift-cards-list-title" className="text-xl font-semibold">
                {t('admin.giftCards.listTitle')}
              </h2>
              <div className="flex flex-col gap-2 sm:flex-row md:w-auto">
                <div className="relative sm:w-96">
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  >
                    <circle cx="11" cy="11" r="7" />
                    <path d="m20 20-3.5-3.5" />
                  </svg>
                  <Input
                    type="search"
                    aria-label={t('admin.giftCards.searchLabel')}
                    placeholder={t('admin.giftCards.searchPlaceholder')}
                    className="pl-10 max-sm:placeholder:text-sm"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                </div>
                <NativeSelect
                  aria-label={t('admin.giftCards.statusFilter')}
                  className="sm:w-44"
                  value={status}
                  onChange={(event) => isStatusFilter(event.target.value) && setStatus(event.target.value)}
                >
                  {STATUS_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {t(`admin.giftCards.filter.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
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
    </div>
  );
}
