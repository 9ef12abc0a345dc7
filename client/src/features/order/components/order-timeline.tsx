import type { OrderStatus } from '@shared/ordering-constants';
import type { OrderStatusDto } from '@shared/schemas/ordering';
import { CheckIcon, CircleCloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useOrderI18n } from '@/i18n/order';
import { timelineSteps } from '../checkout-model';
import { clockAt } from '../pickup-time-text';

const STOPPED: readonly OrderStatus[] = ['rejected', 'cancelled', 'no_show', 'expired'];
const STEP_KEY = {
  pending: 'order.status.step.received',
  accepted: 'order.status.step.accepted',
  ready: 'order.status.step.ready',
  completed: 'order.status.step.completed',
  rejected: 'order.status.step.rejected',
  cancelled: 'order.status.step.cancelled',
  no_show: 'order.status.step.no_show',
  expired: 'order.status.step.expired',
} as const satisfies Record<OrderStatus, string>;

/** Received → accepted (with its ready time) → ready → picked up; or where it stopped, with the reason. */
export function OrderTimeline({ order, timeZone }: { order: OrderStatusDto; timeZone: string }) {
  const { t, language } = useOrderI18n();
  const reached = order.history.map((entry) => entry.status);
  if (!reached.includes('pending')) reached.unshift('pending');
  const steps = timelineSteps(order.status, reached);
  const at = (status: OrderStatus) => order.history.findLast((entry) => entry.status === status)?.at;
  const currentIndex = steps.indexOf(order.status);

  return (
    <ol aria-label={t('order.status.timeline')} className="grid gap-0">
      {steps.map((step, index) => {
        const done = index <= currentIndex;
        const current = index === currentIndex;
        const stopped = STOPPED.includes(step);
        const time = at(step);
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="relative flex gap-4 pb-6 last:pb-0">
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute left-[15px] top-8 h-[calc(100%-2rem)] w-0.5',
                  done && index < currentIndex ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                stopped
                  ? 'border-destructive bg-destructive text-destructive-foreground'
                  : done
                    ? 'border-success bg-success text-success-foreground'
                    : 'border-border bg-card',
              )}
            >
              {stopped ? (
                <CircleCloseIcon className="size-5" />
              ) : done ? (
                <CheckIcon className="size-4" strokeWidth="3" />
              ) : null}
            </span>
            <div className="grid pt-1">
              <span className={cn('font-semibold', !done && 'text-muted-foreground')}>
                {t(STEP_KEY[step])} {current && <span className="sr-only">{t('order.status.current')}</span>}
              </span>
              {time && done && (
                <span className="text-sm text-muted-foreground">{clockAt(time, timeZone, language)}</span>
              )}
              {step === 'accepted' && done && order.readyAt && order.status === 'accepted' && (
                <span className="text-sm font-medium">
                  {t('order.status.readyAt', { time: clockAt(order.readyAt, timeZone, language) })}
                </span>
              )}
              {step === 'expired' && <span className="text-sm">{t('order.status.expiredNote')}</span>}
              {stopped && order.reason && (
                <span className="text-sm">{t('order.status.reason', { reason: order.reason })}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
