import { useId, useState } from 'react';
import { PAUSE_MINUTES, PAUSE_REASON_MAX } from '@shared/schemas/ordering';
import { formatClock, zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useOrderingControls, useOrderingState, type PauseRequest } from '../api';

/** Above the board: pause new orders (15, 30, 60 minutes or until tomorrow) or resume, and busy mode. */
export function OrderingPauseControls() {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const status = useOrderingState();
  const controls = useOrderingControls();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const state = status.data;
  if (!state) return null;
  const paused = state.reasonKey === 'paused' && state.pausedUntil;
  const until = paused ? formatClock(zonedMoment(timeZone, new Date(state.pausedUntil!)).time, language) : '';
  const choose = (request: PauseRequest) =>
    controls.pause.mutate(
      { ...request, ...(reason.trim() && { reason: reason.trim() }) },
      { onSuccess: () => (setOpen(false), setReason('')) },
    );
  const failed = controls.pause.error ?? controls.resume.error ?? controls.busy.error;

  return (
    <section
      aria-label={t('admin.orders.pause.region')}
      className="grid gap-3 rounded-xl border border-border bg-card p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className={paused ? 'font-semibold text-destructive' : 'text-sm text-muted-foreground'}>
          {paused ? t('admin.orders.pause.pausedUntil', { time: until }) : t('admin.orders.pause.taking')}
          {paused && state.pauseReason && (
            <span className="block font-normal">
              {t('admin.orders.pause.reasonShown', { reason: state.pauseReason })}
            </span>
          )}
          {state.busy && (
            <span className="block font-semibold text-accent-foreground">{t('admin.orders.busy.on')}</span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-busy`} className="flex min-h-12 items-center gap-2 text-sm font-semibold">
            <Switch
              id={`${id}-busy`}
              checked={state.busy}
              disabled={controls.busy.isPending}
              onCheckedChange={(on) => controls.busy.mutate(on)}
            />
            {t('admin.orders.busy.label')}
          </label>
          {paused ? (
            <Button size="md" onClick={() => controls.resume.mutate()} disabled={controls.resume.isPending}>
              {t('admin.orders.pause.resume')}
            </Button>
          ) : (
            <Button variant="secondary" size="md" onClick={() => setOpen(true)}>
              {t('admin.orders.pause.open')}
            </Button>
          )}
        </div>
      </div>
      {failed && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('admin.orders.pause.failed')}
        </p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('admin.orders.pause.close')}>
          <DialogTitle>{t('admin.orders.pause.title')}</DialogTitle>
          <DialogDescription>{t('admin.orders.pause.description')}</DialogDescription>
          <label htmlFor={`${id}-reason`} className="mt-4 block text-sm font-semibold">
            {t('admin.orders.pause.reason')}
          </label>
          <Input
            id={`${id}-reason`}
            value={reason}
            maxLength={PAUSE_REASON_MAX}
            placeholder={t('admin.orders.pause.reasonExample')}
            onChange={(event) => setReason(event.target.value)}
          />
          <div
            role="group"
            aria-label={t('admin.orders.pause.choices')}
            className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4"
          >
            {PAUSE_MINUTES.map((minutes) => (
              <Button key={minutes} size="md" disabled={controls.pause.isPending} onClick={() => choose({ minutes })}>
                {t('admin.orders.pause.minutes', { count: minutes })}
              </Button>
            ))}
            <Button size="md" disabled={controls.pause.isPending} onClick={() => choose({ untilTomorrow: true })}>
              {t('admin.orders.pause.untilTomorrow')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
