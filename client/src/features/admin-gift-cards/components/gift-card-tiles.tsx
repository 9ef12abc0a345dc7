import { localeOf } from '@shared/language-path';
import type { GiftCardSummaryDto } from '@shared/schemas/gift-card';
import { StatCard } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { monthTrend } from '../gift-card-logic';

/** Total Sold, Total Value, Active Cards, Redemption Rate and Outstanding, from the ledger; trends only when last month had cards. */
export function GiftCardTiles({ summary }: { summary: GiftCardSummaryDto }) {
  const { t, language } = useAdminI18n();
  const { sold, issued } = summary.trends;
  const trendText = (change: number | null) =>
    change === null
      ? undefined
      : t('admin.giftCards.tiles.trend', {
          change: new Intl.NumberFormat(localeOf(language), { style: 'percent', signDisplay: 'exceptZero' }).format(
            change / 100,
          ),
        });

  return (
    <ul aria-label={t('admin.giftCards.tiles.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label={t('admin.giftCards.tiles.totalSold')}
        value={summary.sold}
        note={trendText(sold && monthTrend(sold.thisMonth, sold.lastMonth))}
      />
      <StatCard
        label={t('admin.giftCards.tiles.totalValue')}
        value={formatMoney(summary.issuedTotal, language)}
        note={trendText(issued && monthTrend(Number(issued.thisMonth), Number(issued.lastMonth)))}
      />
      <StatCard
        label={t('admin.giftCards.tiles.activeCards')}
        value={summary.active}
        note={t('admin.giftCards.tiles.activeNote')}
      />
      <StatCard
        label={t('admin.giftCards.tiles.redemptionRate')}
        value={`${summary.redemptionRate}%`}
        note={t('admin.giftCards.tiles.redemptionNote', {
          redeemed: formatMoney(summary.redeemedTotal, language),
          issued: formatMoney(summary.issuedTotal, language),
        })}
      />
      <StatCard
        className="max-sm:col-span-2"
        label={t('admin.giftCards.tiles.outstanding')}
        value={formatMoney(summary.outstanding, language)}
        note={t('admin.giftCards.tiles.outstandingNote')}
      />
    </ul>
  );
}
