import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { SiteInfo } from '@shared/schemas/settings';
import type { WaitlistClaimInput, WaitlistOfferDto } from '@shared/schemas/waitlist';
import { formatClock } from '@shared/time';
import { ChoiceRadioGroup } from '@/components/forms/choice-radio-group';
import { Button, buttonVariants } from '@/components/ui/button';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSiteInfo } from '@/lib/site-info';
import { toast } from '@/lib/toast';
import { useReservationsI18n } from '@/i18n/reservations';
import { formatCalendarDate } from '@/lib/format-date';
import { useBookWaitlistOffer, useDeclineWaitlistOffer, useWaitlistOffer } from '../api';
import { isNotFound, partyText } from '../manage';
import { focusesHeading, initialOfferTime, keptOfferTime, offerView, type OfferPageKind } from '../waitlist';
import { BookAgainLink, LinkLoadErrorNotice, LinkNotFoundNotice, Notice, WithPhone } from './notice';
import { ReservationSummary, SummaryList } from './reservation-summary';

const card = 'rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8';
const FIELD_OF = onlyFields<WaitlistClaimInput>(['time']);
const VALIDATION = lazyZodResolver<WaitlistClaimInput, WaitlistClaimInput>(() =>
  import('@shared/schemas/waitlist').then((module) => module.waitlistClaimSchema),
);

/**
 * The page a "table has opened" email links to: the diner's date, party and window, the times
 * that still have room, and "Book this table". Booking is a POST on a click, never on load, since
 * mail scanners open links. "No thanks" takes the diner off the date's waitlist. Then: booked (with
 * the link to the new booking), taken again, already used, declined, expired, or not found. Each
 * change of state moves focus to its heading.
 */
export function WaitlistOffer({ token }: { token: string }) {
  const { t } = useReservationsI18n();
  const offer = useWaitlistOffer(token);
  const { data: site } = useSiteInfo();
  const phone = site?.business.phone;
  const { data, error } = offer;
  // The offer as booked through this page, and the time: its manage path is in this answer only.
  const [booked, setBooked] = useState<{ offer: WaitlistOfferDto; time: string } | null>(null);

  const view = offerView(booked?.offer ?? data ?? { status: 'waiting', times: [], managePath: null });
  // An offer gone since it was read counts as not found; any other failed re-read keeps the copy shown.
  const kind: OfferPageKind = booked
    ? view.kind
    : error && isNotFound(error)
      ? 'notFound'
      : error && !data
        ? 'error'
        : !data || !site
          ? 'loading'
          : view.kind;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownKind = useRef<OfferPageKind>(kind);
  useEffect(() => {
    if (focusesHeading(shownKind.current, kind)) headingRef.current?.focus();
    shownKind.current = kind;
  }, [kind]);

  if (kind === 'notFound') {
    return (
      <LinkNotFoundNotice
        title={t('reservations.waitlist.offer.notFound.title')}
        body={t('reservations.waitlist.offer.notFound.body')}
        phone={phone}
        headingRef={headingRef}
      />
    );
  }
  if (kind === 'error') {
    return (
      <LinkLoadErrorNotice
        title={t('reservations.waitlist.offer.error.title')}
        error={error}
        phone={phone}
        retrying={offer.isFetching}
        onRetry={() => void offer.refetch()}
        headingRef={headingRef}
      />
    );
  }
  const shown = booked?.offer ?? data;
  if (kind === 'loading' || !shown || !site) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('reservations.waitlist.offer.loading')}
      </p>
    );
  }

  const sitePhone = site.business.phone;
  switch (view.kind) {
    case 'open':
      return (
        <OpenOffer
          token={token}
          offer={shown}
          times={view.times}
          site={site}
          headingRef={headingRef}
          onBooked={setBooked}
        />
      );
    case 'booked':
      return (
        <Notice title={t('reservations.waitlist.offer.booked.title')} tone="success" headingRef={headingRef}>
          {booked && <ReservationSummary date={shown.date} time={booked.time} guests={shown.guests} />}
          <p>{t('reservations.manage.pendingNote')}</p>
          {view.managePath && (
            <Link
              href={view.managePath}
              className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'text-center sm:justify-self-start')}
            >
              {t('reservations.received.manage')}
            </Link>
          )}
          <p className="text-sm text-muted-foreground">{t('reservations.received.manageHint')}</p>
        </Notice>
      );
    case 'taken':
      return (
        <Notice title={t('reservations.waitlist.offer.taken.title')} headingRef={headingRef}>
          <OfferSummary offer={shown} />
          <p>
            <WithPhone text={t('reservations.waitlist.offer.taken.body')} phone={sitePhone} />
          </p>
          <DeclineOffer token={token} phone={sitePhone} />
        </Notice>
      );
    case 'declined':
      return (
        <Notice title={t('reservations.waitlist.offer.declined.title')} headingRef={headingRef}>
          <p>{t('reservations.waitlist.offer.declined.body')}</p>
          <BookAgainLink label={t('reservations.manage.bookNew')} />
        </Notice>
      );
    case 'used':
      return (
        <Notice title={t('reservations.waitlist.offer.used.title')} headingRef={headingRef}>
          <p>{t('reservations.waitlist.offer.used.body')}</p>
          <p>
            <WithPhone text={t('reservations.manage.callUs')} phone={sitePhone} />
          </p>
        </Notice>
      );
    case 'expired':
      return (
        <Notice title={t('reservations.waitlist.offer.expired.title')} headingRef={headingRef}>
          <p>{t('reservations.waitlist.offer.expired.body')}</p>
          <BookAgainLink label={t('reservations.manage.bookNew')} />
        </Notice>
      );
  }
}

/** The diner's date in words, party and window of times, as they asked to wait for them. */
function OfferSummary({ offer, className }: { offer: WaitlistOfferDto; className?: string }) {
  const { t, language } = useReservationsI18n();
  const rows = [
    { label: t('reservations.field.date'), value: formatCalendarDate(offer.date, language, 'full') },
    { label: t('reservations.field.guests'), value: partyText(t, offer.guests) },
    {
      label: t('reservations.waitlist.window'),
      value: `${formatClock(offer.timeFrom, language)} – ${formatClock(offer.timeTo, language)}`,
    },
  ];
  return <SummaryList rows={rows} className={className} />;
}

interface OpenOfferProps {
  token: string;
  offer: WaitlistOfferDto;
  times: string[];
  site: SiteInfo;
  headingRef: Ref<HTMLHeadingElement>;
  onBooked: (booked: { offer: WaitlistOfferDto; time: string }) => void;
}

/** A table has opened: the times with room as a radio group, and "Book this table". */
function OpenOffer({ token, offer, times, site, headingRef, onBooked }: OpenOfferProps) {
  const { t, language } = useReservationsI18n();
  const book = useBookWaitlistOffer(token);
  const phone = site.business.phone;
  const form = useForm<WaitlistClaimInput>({
    resolver: VALIDATION.resolver,
    defaultValues: { time: initialOfferTime(times) },
  });
  const { register, handleSubmit, getValues, setValue, formState } = form;
  const timeError = formState.errors.time?.message;
  const sending = formState.isSubmitting || book.isPending;

  // A refetch after "just taken" may list fewer times: a chosen time no longer listed is let go
  // (its refusal stays shown, so the diner knows why).
  useEffect(() => {
    const chosen = getValues('time');
    const kept = keptOfferTime(chosen, times);
    if (kept !== chosen) setValue('time', kept);
  }, [times, getValues, setValue]);

  const onSubmit = async ({ time }: WaitlistClaimInput) => {
    try {
      onBooked({ offer: await book.mutateAsync({ time }), time });
      toast({
        title: t('reservations.waitlist.offer.booked.title'),
        description: t('reservations.waitlist.offer.toast.booked.body'),
        variant: 'success',
      });
    } catch (error) {
      // "Sorry, that table has just been taken.": on the times, and in the toast; the offer is read again.
      applyServerErrors(form, error, { fieldOf: FIELD_OF });
      toast({
        title: t('reservations.waitlist.offer.toast.failed.title'),
        description: errorMessage(error, t('reservations.manage.toast.failed.body', { phone })),
        variant: 'destructive',
      });
    }
  };

  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('reservations.waitlist.offer.open.title')}
      </h2>
      <OfferSummary offer={offer} className="mt-5" />
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        {...VALIDATION.formProps}
        className="mt-6 grid gap-5"
        aria-labelledby={titleId}
      >
        <ChoiceRadioGroup
          legend={t('reservations.waitlist.offer.times')}
          options={times}
          labelOf={(time) => formatClock(time, language)}
          registration={register('time')}
          defaultValue={getValues('time')}
          error={timeError}
          look="tiles"
        />
        <p className="text-muted-foreground">{t('reservations.waitlist.offer.open.lead')}</p>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
          {sending ? t('reservations.waitlist.offer.booking') : t('reservations.waitlist.offer.book')}
        </Button>
      </form>
      <DeclineOffer token={token} phone={phone} className="mt-4" />
    </section>
  );
}

/** "No thanks, take me off the waitlist": no more offers for this date; the page then says so. */
function DeclineOffer({ token, phone, className }: { token: string; phone: string; className?: string }) {
  const { t } = useReservationsI18n();
  const decline = useDeclineWaitlistOffer(token);
  const onClick = async () => {
    try {
      await decline.mutateAsync();
    } catch (error) {
      toast({
        title: t('reservations.waitlist.offer.toast.declineFailed.title'),
        description: errorMessage(error, t('reservations.manage.toast.failed.body', { phone })),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      disabled={decline.isPending}
      onClick={() => void onClick()}
      className={cn('h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:justify-self-start', className)}
    >
      {decline.isPending ? t('reservations.waitlist.offer.declining') : t('reservations.waitlist.offer.decline')}
    </Button>
  );
}
