import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ManagedReservationDto } from '@shared/schemas/reservation';
import type { SiteInfo } from '@shared/schemas/settings';
import { formatClock } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CalendarIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/error-message';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { formatCalendarDate } from '@/lib/format-date';
import {
  managedCalendarUrl,
  useCancelManagedReservation,
  useConfirmManagedReservation,
  useManagedReservation,
} from '../api';
import {
  formatDeadline,
  isCutoffPassed,
  isNotFound,
  lockedNoteKey,
  manageView,
  partyText,
  statusLabel,
  type StatusLabel,
} from '../manage';
import { ManageChangeForm } from './manage-change-form';
import { BookAgainLink, LinkLoadErrorNotice, LinkNotFoundNotice, Notice, WithPhone } from './notice';
import { ReservationSummary } from './reservation-summary';

const card = 'rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8';
const STATUS_TONES = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'neutral',
  past: 'neutral',
} as const satisfies Record<StatusLabel, string>;

/**
 * The diner's booking, found by the token of its manage link: loading, not found, could not load,
 * or the booking with what can still be done with it.
 */
export function ManageReservation({ token }: { token: string }) {
  const { t } = useReservationsI18n();
  const reservation = useManagedReservation(token);
  const { data: site } = useSiteInfo();
  const phone = site?.business.phone;
  const { data, error } = reservation;

  // A booking gone since it was read counts as not found; any other failed re-read keeps the copy shown.
  if (error && isNotFound(error)) {
    return (
      <LinkNotFoundNotice
        title={t('reservations.manage.notFound.title')}
        body={t('reservations.manage.notFound.body')}
        phone={phone}
      />
    );
  }
  if (error && !data) {
    return (
      <LinkLoadErrorNotice
        title={t('reservations.manage.error.title')}
        error={error}
        phone={phone}
        retrying={reservation.isFetching}
        onRetry={() => void reservation.refetch()}
      />
    );
  }
  if (!data || !site) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('reservations.manage.loading')}
      </p>
    );
  }
  return <ManagedBooking token={token} booking={data} site={site} />;
}

interface ManagedBookingProps {
  token: string;
  booking: ManagedReservationDto;
  site: SiteInfo;
}

function ManagedBooking({ token, booking, site }: ManagedBookingProps) {
  const { t, language } = useReservationsI18n();
  const cancel = useCancelManagedReservation(token);
  const phone = site.business.phone;
  // The server's words when it refused a change or cancellation because the cut-off passed.
  const [cutoffReason, setCutoffReason] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const view = manageView(booking, cutoffReason);
  const label = statusLabel(booking.status);

  // After an action the part of the page it changed takes focus, once the confirm dialog has let go of it.
  const detailsRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLHeadingElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  const setFocusNext = (target: RefObject<HTMLElement | null>) => {
    focusNext.current = target;
  };
  // After every render: the target may only just have appeared (the cancelled notice). A task
  // later, so that the closing dialog has let go of focus (and found its own trigger gone).
  useEffect(() => {
    if (!focusNext.current || confirming) return;
    const timer = setTimeout(() => {
      focusNext.current?.current?.focus();
      focusNext.current = null;
    });
    return () => clearTimeout(timer);
  });

  const cutoffPassed = (reason: string) => {
    setCutoffReason(reason);
    setEditing(false);
    setFocusNext(noticeRef);
  };

  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
      setConfirming(false);
      setEditing(false);
      setFocusNext(noticeRef);
      toast({
        title: t('reservations.manage.toast.cancelled.title'),
        description: t('reservations.manage.toast.cancelled.body'),
        variant: 'success',
      });
    } catch (error) {
      setConfirming(false);
      const description = errorMessage(error, t('reservations.manage.toast.failed.body', { phone }));
      if (isCutoffPassed(error)) cutoffPassed(description);
      toast({ title: t('reservations.manage.toast.cancelFailed.title'), description, variant: 'destructive' });
    }
  };

  const detailsId = useId();
  const calendarLink = (
    <a href={managedCalendarUrl(token)} download className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
      <CalendarIcon aria-hidden="true" />
      {t('reservations.manage.calendar')}
    </a>
  );

  const cancelButton = (
    <Button variant="outline" size="lg" onClick={() => setConfirming(true)}>
      {t('reservations.manage.cancel')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      {view.kind === 'cancelled' && (
        <Notice title={t('reservations.manage.cancelled.title')} tone="danger" headingRef={noticeRef}>
          <p>{t('reservations.manage.cancelled.body')}</p>
          <BookAgainLink label={t('reservations.manage.bookAgain')} />
        </Notice>
      )}
      {view.kind === 'over' && (
        <Notice title={t('reservations.manage.over.title')} headingRef={noticeRef}>
          <p>{t('reservations.manage.over.body')}</p>
          <BookAgainLink label={t('reservations.manage.bookAgain')} />
        </Notice>
      )}

      <section aria-labelledby={detailsId} className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={detailsId} ref={detailsRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {t('reservations.manage.details')}
          </h2>
          <Badge tone={STATUS_TONES[label]} className="px-3 py-1 text-sm">
            <span className="sr-only">{t('reservations.manage.status')}: </span>
            {t(`reservations.manage.status.${label}`)}
          </Badge>
        </div>
        <ReservationSummary
          date={booking.date}
          time={booking.time}
          guests={booking.guests}
          requests={booking.requests}
          className="mt-5"
        />
        {booking.confirmBy ? (
          <ConfirmHold token={token} confirmBy={booking.confirmBy} site={site} />
        ) : (
          booking.status === 'pending' && <p className="mt-5">{t('reservations.manage.pendingNote')}</p>
        )}
        {booking.status === 'confirmed' && <p className="mt-5">{t('reservations.manage.confirmedNote')}</p>}

        {view.kind === 'changeable' && (
          <>
            <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
              <Button ref={changeRef} size="lg" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
                {t('reservations.manage.change')}
              </Button>
              {cancelButton}
              {calendarLink}
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              {t('reservations.manage.deadline', {
                when: formatDeadline(booking.changeableUntil, site.timeZone, language),
              })}
            </p>
          </>
        )}
        {(view.kind === 'cancellable' || view.kind === 'locked') && (
          <>
            <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
              {view.kind === 'cancellable' && cancelButton}
              {calendarLink}
            </div>
            <div className="mt-5 rounded-lg border border-accent bg-accent/10 p-4">
              <h3 ref={noticeRef} tabIndex={-1} className="font-semibold outline-none">
                {t('reservations.manage.lockedTitle')}
              </h3>
              <p className="mt-1">
                {/* The same words whether the page saw the cut-off pass or the server refused a late change. */}
                <WithPhone
                  text={
                    view.kind === 'cancellable'
                      ? t('reservations.manage.cancelGrace', {
                          when: formatDeadline(booking.cancellableUntil, site.timeZone, language),
                        })
                      : t(lockedNoteKey(booking.cancelCutoffHours), { count: booking.cancelCutoffHours })
                  }
                  phone={phone}
                />
              </p>
            </div>
          </>
        )}
      </section>

      {editing && view.kind === 'changeable' && (
        <ManageChangeForm
          token={token}
          booking={booking}
          site={site}
          onChanged={() => {
            setEditing(false);
            setFocusNext(detailsRef);
          }}
          onCutoffPassed={cutoffPassed}
          onClose={() => {
            setEditing(false);
            setFocusNext(changeRef);
          }}
        />
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('reservations.manage.cancelDialog.title')}
        description={t('reservations.manage.cancelDialog.body', {
          date: formatCalendarDate(booking.date, language, 'full'),
          time: formatClock(booking.time, language),
          guests: partyText(t, booking.guests),
        })}
        cancelLabel={t('reservations.manage.cancelDialog.keep')}
        confirmLabel={t('reservations.manage.cancelDialog.confirm')}
        pendingLabel={t('reservations.manage.cancelDialog.pending')}
        pending={cancel.isPending}
        onConfirm={() => void onCancel()}
      />
    </div>
  );
}

/** A booking that waits for its diner ("confirm by email"): until when, and the button that keeps it. */
function ConfirmHold({ token, confirmBy, site }: { token: string; confirmBy: string; site: SiteInfo }) {
  const { t, language } = useReservationsI18n();
  const confirm = useConfirmManagedReservation(token);
  const onConfirm = async () => {
    try {
      await confirm.mutateAsync();
      toast({
        title: t('reservations.manage.toast.confirmed.title'),
        description: t('reservations.manage.toast.confirmed.body'),
        variant: 'success',
      });
    } catch (error) {
      const description = errorMessage(
        error,
        t('reservations.manage.toast.failed.body', { phone: site.business.phone }),
      );
      toast({ title: t('reservations.manage.toast.confirmFailed.title'), description, variant: 'destructive' });
    }
  };
  return (
    <div className="mt-5 rounded-lg border border-accent bg-accent/10 p-4">
      <h3 className="font-semibold">{t('reservations.manage.confirmByTitle')}</h3>
      <p className="mt-1">
        {t('reservations.manage.confirmByNote', { when: formatDeadline(confirmBy, site.timeZone, language) })}
      </p>
      <Button size="lg" className="mt-3 max-sm:w-full" disabled={confirm.isPending} onClick={onConfirm}>
        {confirm.isPending ? t('reservations.manage.confirming') : t('reservations.manage.confirmButton')}
      </Button>
    </div>
  );
}
