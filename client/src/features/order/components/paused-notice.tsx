import type { OrderingStatusDto } from '@shared/schemas/ordering';
import { useOrderI18n } from '@/i18n/order';
import { clockAt } from '../pickup-time-text';

/** While staff have paused orders: that ordering is paused (until when, given the zone) and their reason. */
export function PausedNotice({ ordering, timeZone }: { ordering: OrderingStatusDto; timeZone?: string }) {
  const { t, language } = useOrderI18n();
  if (ordering.reasonKey !== 'paused') return null;
  return (
    <span className="grid gap-1">
      <span>
        {timeZone && ordering.pausedUntil
          ? t('order.online.pausedUntil', { time: clockAt(ordering.pausedUntil, timeZone, language) })
          : t('order.online.paused')}
      </span>
      {ordering.pauseReason && (
        <span className="font-normal">{t('order.online.pauseReason', { reason: ordering.pauseReason })}</span>
      )}
    </span>
  );
}
