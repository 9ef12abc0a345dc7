import { useId } from 'react';
import type { RestaurantStatusOverride, WeeklyHours } from '@shared/schemas/settings';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useGuard } from '@/components/admin/admin-context';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useRestaurantStatus, useSetRestaurantMode } from '../api';
import { toggledOverride, weeklyHoursLines } from '../restaurant-mode';

const NOTE_ID = 'restaurant-status-permission-note';

/**
 * OPEN or CLOSED right now, automatic or manual, the restaurant's clock and today's hours
 * (spec sections 2 and 4), with the switch between the weekly hours and a manual override.
 */
export function RestaurantOperationsCard({ weeklyHours }: { weeklyHours: WeeklyHours | undefined }) {
  const { t } = useAdminI18n();
  const id = useId();
  const status = useRestaurantStatus();
  const setMode = useSetRestaurantMode();
  const { allowed, guard } = useGuard('restaurant.status', NOTE_ID);

  const apply = async (override: RestaurantStatusOverride) => {
    try {
      await setMode.mutateAsync(override);
      if (override.mode === 'automatic') {
        const hours = weeklyHours
          ? weeklyHoursLines(weeklyHours, (day) => t(`admin.settings.day.${day}`), t('admin.settings.hours.closed')).join('; ')
          : t('admin.settings.status.weeklyHours');
        toast({ title: t('admin.settings.status.automatic.title'), description: t('admin.settings.status.automatic.body', { hours }), variant: 'success' });
      } else {
        const state = override.status === 'open' ? t('admin.settings.status.open') : t('admin.settings.status.closed');
        toast({ title: t('admin.settings.status.manual.title'), description: t('admin.settings.status.manual.body', { state }), variant: 'success' });
      }
    } catch {
      toast({ title: t('admin.error'), description: t('admin.settings.status.failed'), variant: 'destructive' });
    }
  };

  const data = status.data;
  const busy = setMode.isPending;
  const manual = data?.mode === 'manual';

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('admin.settings.status.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('admin.settings.status.description')}</p>

      {status.isPending ? (
        <p role="status" className="mt-5 text-muted-foreground">
          {t('admin.settings.status.loading')}
        </p>
      ) : status.isError || !data ? (
        <div role="alert" className="mt-5 flex flex-wrap items-center gap-3 text-destructive">
          {t('admin.settings.status.loadError')}
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            {t('admin.common.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-5 grid gap-4 sm:grid-cols-[minmax(11rem,auto)_1fr] sm:items-stretch">
            <p
              aria-live="polite"
              className={cn(
                'flex items-center justify-center gap-3 rounded-xl px-6 py-5 font-display text-3xl font-bold tracking-wide',
                data.isOpen ? 'bg-success text-success-foreground' : 'bg-destructive text-destructive-foreground',
              )}
            >
              <span aria-hidden="true" className={cn('size-3.5 rounded-full bg-current', data.isOpen && 'animate-pulse')} />
              <span className="sr-only">{t('admin.settings.status.now')} </span>
              <span>{data.isOpen ? t('admin.settings.status.open') : t('admin.settings.status.closed')}</span>
            </p>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <div className="rounded-lg bg-muted/60 p-3">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('admin.settings.status.mode')}</dt>
                <dd className="mt-1 text-lg font-bold">{manual ? t('admin.settings.status.manual') : t('admin.settings.status.auto')}</dd>
              </div>
              <div className="rounded-lg bg-muted/60 p-3">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('admin.settings.status.currentTime')}</dt>
                <dd className="mt-1 text-lg font-bold tabular-nums">{data.currentTime}</dd>
              </div>
              <div className="col-span-2 rounded-lg bg-muted/60 p-3 sm:col-span-1">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('admin.settings.status.todayHours')}</dt>
                <dd className="mt-1 text-lg font-bold">{data.hours}</dd>
              </div>
            </dl>
          </div>

          <div className="mt-5 grid gap-4 border-t border-border pt-4 lg:grid-cols-2 lg:items-center">
            <div className="flex items-start gap-3">
              <Switch
                id={`${id}-manual`}
                checked={manual}
                onCheckedChange={() => void apply(toggledOverride(data))}
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
                  {manual ? t('admin.settings.status.manualHint') : t('admin.settings.status.autoHint', { state: data.isOpen ? t('admin.settings.status.closed') : t('admin.settings.status.open') })}
                </p>
              </div>
            </div>
            <div role="group" aria-label={t('admin.settings.status.setByHand')} className="flex flex-wrap gap-2 lg:justify-end">
              <Button
                variant={manual && data.isOpen ? 'primary' : 'secondary'}
                aria-pressed={manual && data.isOpen}
                {...guard}
                disabled={!allowed || busy}
                onClick={() => void apply({ mode: 'manual', status: 'open' })}
                className="flex-1 sm:flex-none"
              >
                {t('admin.settings.status.openNow')}
              </Button>
              <Button
                variant={manual && !data.isOpen ? 'primary' : 'secondary'}
                aria-pressed={manual && !data.isOpen}
                {...guard}
                disabled={!allowed || busy}
                onClick={() => void apply({ mode: 'manual', status: 'closed' })}
                className="flex-1 sm:flex-none"
              >
                {t('admin.settings.status.closedNow')}
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
