import { StatCard } from '@/components/ui/stat-card';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import type { GiftCardStats } from '../gift-card-logic';

/** Total Sold, Total Value, Active Cards, Redemption Rate, with the agreed fixed trend texts. */
export function GiftCardTiles({ stats }: { stats: GiftCardStats }) {
  const { t, language } = useAdminI18n();
  return (
    <ul aria-label={t('admin.giftCards.tiles.label')} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard label={t('admin.giftCards.tiles.totalSold')} value={stats.totalSold} note={t('admin.giftCards.tiles.trendSold')} />
      <StatCard label={t('admin.giftCards.tiles.totalValue')} value={formatMoney(stats.totalValue, language)} note={t('admin.giftCards.tiles.trendValue')} />
      <StatCard label={t('admin.giftCards.tiles.activeCards')} value={stats.activeCards} note={t('admin.giftCards.tiles.activeNote')} />
      <StatCard
        label={t('admin.giftCards.tiles.redemptionRate')}
        value={`${stats.redemptionRate}%`}
        note={t('admin.giftCards.tiles.redemptionNote', { used: stats.usedCards, total: stats.totalSold })}
      />
    </ul>
  );
}
