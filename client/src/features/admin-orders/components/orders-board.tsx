import { useAdminContext } from '@/components/admin/admin-context';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useAdminI18n } from '@/lib/admin-i18n';
import { dateFormatter } from '@/lib/format-date';
import { BOARD_COLUMNS, ordersByColumn, type BoardColumn } from '../board-columns';
import { useOnlineOrders } from '../api';
import { useNow } from '../use-now';
import { useBoardAlerts } from '../use-board-alerts';
import { useOrderEvents } from '../use-order-events';
import { PhoneOrderButton } from './phone-order-dialog';
import { OrderingPauseControls } from './ordering-pause-controls';
import { OrderTicket } from './order-ticket';
import { useOrderMover } from './use-order-mover';

const COLUMN_TONE: Record<BoardColumn, string> = {
  pending: 'border-t-accent',
  accepted: 'border-t-primary',
  ready: 'border-t-success',
};

/**
 * The kitchen board: new orders, orders in the kitchen and orders ready for pickup, side by side on
 * a tablet and one under the other on a phone. It hears of every order change as it happens, and
 * reads the list again every minute in case a change went unheard.
 */
export function OrdersBoard() {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const orders = useOnlineOrders();
  const now = useNow();
  const mover = useOrderMover();
  const live = useOrderEvents();
  const pendingCount = orders.data?.filter((order) => order.status === 'pending').length ?? 0;
  const alerts = useBoardAlerts(
    orders.data?.map((order) => order.id),
    pendingCount,
    t('admin.orders.titleWord'),
  );

  if (orders.isPending) return <ListLoading label={t('admin.orders.loading')} />;
  if (orders.isError && !orders.data)
    return (
      <ListLoadError
        message={t('admin.orders.loadError')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isRefetching}
      />
    );

  const columns = ordersByColumn(orders.data);
  const clock = (at: number) => dateFormatter(language, { timeStyle: 'short', timeZone }).format(new Date(at));
  const done = orders.data.filter((order) => order.status === 'completed').length;
  const closed = orders.data.filter((order) => ['rejected', 'cancelled', 'no_show'].includes(order.status)).length;

  return (
    <div className="grid gap-4">
      <OrderingPauseControls />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold">
          {columns.pending.length > 0 && t('admin.orders.newArrived', { count: columns.pending.length })}
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <span
            role="status"
            className={cn('font-semibold', live === 'lost' ? 'text-destructive' : live === 'live' && 'text-success')}
          >
            {live === 'lost' ? t('admin.orders.live.lost') : live === 'live' ? t('admin.orders.live.on') : ''}
          </span>
          <label className="flex items-center gap-2 font-medium text-foreground">
            <Switch checked={alerts.soundOn} onCheckedChange={alerts.setSound} />
            {t('admin.orders.sound')}
          </label>
          <span>
            {orders.isFetching
              ? t('admin.orders.refreshing')
              : t('admin.orders.updatedAt', { time: clock(orders.dataUpdatedAt) })}
          </span>
          <Button variant="secondary" size="md" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            {t('admin.orders.refresh')}
          </Button>
          <PhoneOrderButton />
        </div>
      </div>
      {orders.isError && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-card p-3 text-sm font-medium text-destructive"
        >
          {t('admin.orders.stale', { time: clock(orders.errorUpdatedAt) })}
        </p>
      )}
      {/* On a phone the columns stand one under the other: a way straight to each. */}
      <nav aria-label={t('admin.orders.jump')} className="md:hidden">
        <ul className="grid grid-cols-3 gap-2">
          {BOARD_COLUMNS.map((column) => (
            <li key={column}>
              <a
                href={`#orders-column-${column}`}
                className="flex min-h-12 flex-col items-center justify-center rounded-lg border border-border bg-card px-1 text-center text-sm font-semibold leading-tight"
              >
                {t(`admin.orders.column.${column}`)}
                <span className="tabular-nums text-muted-foreground">{columns[column].length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-label={t('admin.orders.boardLabel')} role="region" className="grid items-start gap-4 md:grid-cols-3">
        {BOARD_COLUMNS.map((column) => {
          const list = columns[column];
          const headingId = `orders-column-${column}-title`;
          return (
            <section
              key={column}
              id={`orders-column-${column}`}
              aria-labelledby={headingId}
              className={cn(
                'grid min-w-0 scroll-mt-4 gap-3 rounded-xl border-t-4 bg-muted/70 p-2',
                COLUMN_TONE[column],
              )}
            >
              <h2
                id={headingId}
                className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 text-lg font-bold"
              >
                {t(`admin.orders.column.${column}`)}
                <span className="rounded-full bg-card px-2.5 py-0.5 text-sm font-semibold tabular-nums">
                  {t('admin.orders.column.count', { count: list.length })}
                </span>
              </h2>
              {list.length === 0 ? (
                <p className="px-1 pb-2 text-sm text-muted-foreground">{t(`admin.orders.column.empty.${column}`)}</p>
              ) : (
                <ul className="grid gap-3">
                  {list.map((order) => (
                    <li key={order.id} className="min-w-0">
                      <OrderTicket order={order} now={now} mover={mover} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {done + closed > 0 && (
        <p className="text-sm text-muted-foreground">{t('admin.orders.doneToday', { completed: done, closed })}</p>
      )}
    </div>
  );
}
