import { useId } from 'react';
import { formatPeriods } from '@shared/schedule';
import type { RestaurantStatusDto, RestaurantStatusOverride, WeeklyHours } from '@shared/schemas/settings';
import { formatClock, zonedMoment } from '@shared/time';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { useRestaurantStatus } from '@/lib/restaurant-status';
import { useScheduleExceptions } from '@/lib/schedule-exceptions';
import { toast } from '@/lib/toast';
import { useSetRestaurantMode } from '../api';
import { toggledOverride, weeklyHoursLines } from '../restaurant-mode';
import { exceptionOn } from '../schedule-exceptions';
import { useAdminToasts } from '@/components/admin/admin-toasts';

const NOTE_ID = 'restaurant-status-permission-note';

/**
 * OPEN or CLOSED right now, automatic or manual, the restaurant's clock and today's hours, with
 * the switch between the weekly hours and a manual override.
 */
export function RestaurantOperationsCard({ weeklyHours }: { weeklyHours: WeeklyHours | undefined }) {
  const { t } = useAdminI18n();
  const status = useRestaurantStatus();

  return (
    <AdminPanel
      id="restaurant-operations"
      title={t('admin.settings.status.title')}
      description={t('admin.settings.status.description')}
    >
      {status.isPending ? (
        <ListLoading label={t('admin.settings.status.loading')} />
      ) : status.isError || !status.data ? (
        <ListLoadError
          message={t('admin.settings.status.loadError')}
          onRetry={() => void status.refetch()}
          retrying={status.isRefetching}
        />
      ) : (
        <RestaurantOperations status={status.data} weeklyHours={weeklyHours} />
      )}
    </AdminPanel>
  );
}

function RestaurantOperations({
  status,
  weeklyHours,
}: {
  status: RestaurantStatusDto;
  weeklyHours: WeeklyHours | undefined;
}) {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const id = useId();
  const setMode = useSetRestaurantMode();
  const { allowed, guard } = useGuard('restaurant.status', NOTE_ID);
  const busy = setMode.isPending;
  const manual = status.mode === 'manual';
  const stateWord = (open: boolean) => (open ? t('admin.settings.status.open') : t('admin.settings.status.closed'));
  const { timeZone } = useAdminContext();
  // A closure or special hours today replaces the weekly hours; say which one.
  const exceptions = useScheduleExceptions();
  const todayException = exceptionOn(zonedMoment(timeZone).date, exceptions.data ?? []);

  const apply = async (override: RestaurantStatusOverride) => {
    try {
      await setMode.mutateAsync(override);
      if (override.mode === 'automatic') {
        const hours = weeklyHours
          ? weeklyHoursLines(
              weeklyHours,
              (day) => t(`admin.settings.day.${day}`),
              t('admin.settings.hours.closed'),
              language,
            ).join('; ')
          : t('admin.settings.status.weeklyHours');
        toast({
          title: t('admin.settings.status.automatic.title'),
          description: t('admin.settings.status.automatic.body', { hours }),
          variant: 'success',
        });
      } else {
        toast({
          title: t('admin.settings.status.manual.title'),
          description: t('admin.settings.status.manual.body', { state: stateWord(override.status === 'open') }),
          variant: 'success',
        });
      }
    } catch {
      failed(t('admin.settings.status.failed'));
    }
  };

  const figures = [
    {
      label: t('admin.settings.status.mode'),
      value: manual ? t('admin.settings.status.manual') : t('admin.settings.status.auto'),
    },
    {
      label: t('admin.settings.status.currentTime'),
      value: formatClock(status.clock, language),
      className: 'tabular-nums',
    },
    {
      label: t('admin.settings.status.todayHours'),
      value:
        status.periods.length > 0
          ? formatPeriods(status.periods, '-', language)
          : t('admin.settings.status.closedToday'),
      wide: true,
    },
  ];
  const byHand = [
    { open: true, label: t('admin.settings.status.openNow') },
    { open: false, label: t('admin.settings.status.closedNow') },
  ];

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(11rem,auto)_1fr] sm:items-stretch">
        <p
          aria-live="polite"
          className={cn(
            'flex items-center justify-center gap-3 rounded-xl px-6 py-5 font-display text-3xl font-bold tracking-wide',
            status.isOpen ? 'bg-success text-success-foreground' : 'bg-destructive text-destructive-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-3.5 rounded-full bg-current', status.isOpen && 'animate-pulse')}
          />
          <span className="sr-only">{t('admin.settings.status.now')} </span>
          <span>{stateWord(status.isOpen)}</span>
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className={cn('rounded-lg bg-muted/60 p-3', figure.wide && 'col-span-2 sm:col-span-1')}
            >
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{figure.label}</dt>
              <dd className={cn('mt-1 text-lg font-bold', figure.className)}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {todayException && (
        <p className="mt-3 rounded-lg border border-accent bg-accent/10 px-3 py-2 text-sm">
          {todayException.closed
            ? t('admin.settings.status.exceptionClosed', { label: todayException.label })
            : t('admin.settings.status.exceptionHours', {
                label: todayException.label,
                hours: formatPeriods(todayException.periods, '–', language),
              })}
        </p>
      )}

      <div className="mt-5 grid gap-4 border-t border-border pt-4 lg:grid-cols-2 lg:items-center">
        <div className="flex items-start gap-3">
          <Switch
            id={`${id}-manual`}
            checked={manual}
            onCheckedChange={() => void apply(toggledOverride(status))}
            aria-describedby={`${id}-manual-hint`}
            {...guard}
            disabled={!allowed || busy}
            className="mt-0.5"
          />
          <div>
            <label htmlFor={`${id}-manual`} className="font-semibold">
              {t('admin.settings.status.manualSwitch')}
            </label>
            <p id={`${id}-manual-hint`} className="text-sm text-muted-foreground">
              {manual
                ? t('admin.settings.status.manualHint')
                : t('admin.settings.status.autoHint', { state: stateWord(!status.isOpen) })}
            </p>
          </div>
        </div>
        <div
          role="group"
          aria-label={t('admin.settings.status.setByHand')}
          className="flex flex-wrap gap-2 lg:justify-end"
        >
          {byHand.map((choice) => {
            const pressed = manual && status.isOpen === choice.open;
            return (
              <Button
                key={choice.label}
                variant={pressed ? 'primary' : 'secondary'}
                aria-pressed={pressed}
                {...guard}
                disabled={!allowed || busy}
                onClick={() => void apply({ mode: 'manual', status: choice.open ? 'open' : 'closed' })}
                className="flex-1 sm:flex-none"
              >
                {choice.label}
              </Button>
            );
          })}
        </div>
      </div>
    </>
  );
}
