import { WEEKDAYS } from '@shared/constants';
import { formatAddress, telHref } from '@shared/business-info';
import { formatPeriods } from '@shared/schedule';
import type { SiteInfo } from '@shared/schemas/settings';
import { PageIntro } from '@/components/layout/page-intro';
import { SpecialHoursList } from '@/components/layout/special-hours-list';
import { WeeklyHoursList } from '@/components/layout/weekly-hours-list';
import { usePageMeta } from '@/components/seo/page-meta';
import { ReservationForm } from '@/features/reservations/components/reservation-form';
import { formatList } from '@/lib/format-date';
import type { LanguageCode } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site-info';
import { useReservationsI18n } from '@/i18n/reservations';

/** The earliest opening and the latest closing of the week's open days, e.g. "11:00 AM – 10:00 PM". */
function weekSpan(site: SiteInfo, language: LanguageCode): string | null {
  const periods = WEEKDAYS.flatMap((day) => (site.weeklyHours[day].closed ? [] : site.weeklyHours[day].periods));
  if (periods.length === 0) return null;
  const open = periods.map((period) => period.open).sort()[0]!;
  const close = periods
    .map((period) => period.close)
    .sort()
    .at(-1)!;
  return formatPeriods([{ open, close }], '–', language);
}

export default function ReservationsPage() {
  const { t, language } = useReservationsI18n();
  const { data: site } = useSiteInfo();
  const business = site?.business;
  const booking = site?.booking;
  // The party size is a booking setting: named once the settings are in, left out until then.
  usePageMeta(
    t('reservations.page.metaTitle'),
    booking
      ? t('reservations.page.metaDescriptionParty', { min: booking.minPartySize, max: booking.maxPartySize })
      : t('reservations.page.metaDescription'),
  );
  const closedDays = site ? WEEKDAYS.filter((day) => site.weeklyHours[day].closed) : [];
  const closedList = formatList(
    closedDays.map((day) => t(`day.${day}`)),
    language,
  );

  const facts = [
    {
      id: 'party',
      title: booking ? t('reservations.info.partySize', { min: booking.minPartySize, max: booking.maxPartySize }) : '…',
      body: booking ? t('reservations.info.partySizeBody', { max: booking.maxPartySize }) : '',
    },
    {
      id: 'times',
      title: (site && weekSpan(site, language)) ?? '…',
      body: booking ? t('reservations.info.timesBody', { minutes: booking.slotIntervalMinutes }) : '',
    },
    {
      id: 'days',
      title: t('reservations.info.days', { count: WEEKDAYS.length - closedDays.length }),
      body:
        closedDays.length === 0
          ? t('reservations.info.daysBody')
          : t('reservations.info.closedOn', { days: closedList }),
    },
  ];

  return (
    <>
      <PageIntro
        title={t('page.reservations.title')}
        lead={
          booking ? t('reservations.page.lead', { min: booking.minPartySize, max: booking.maxPartySize }) : '\u00a0'
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 items-start lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="reserve-form-title"
          className="rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8"
        >
          <h2 id="reserve-form-title" className="text-2xl font-semibold">
            {t('reservations.modal.title')}
          </h2>
          <p className="mb-6 mt-1 text-muted-foreground">{t('reservations.modal.description')}</p>
          <ReservationForm variant="full" />
        </section>

        <aside className="grid content-start gap-4">
          {site && (
            <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
              {facts.map((fact) => (
                <li key={fact.id} className="rounded-[var(--radius-card)] border border-border bg-card p-4">
                  <p className="font-display text-xl font-semibold text-primary">{fact.title}</p>
                  <p className="text-sm text-muted-foreground">{fact.body}</p>
                </li>
              ))}
            </ul>
          )}
          {business && site && (
            <section className="rounded-[var(--radius-card)] border border-border bg-card p-4">
              <h2 className="text-lg font-semibold">{t('reservations.info.visit')}</h2>
              <address className="mt-2 space-y-1 text-sm not-italic">
                <p>{formatAddress(business.address)}</p>
                <p>
                  <a
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                    href={telHref(business.phone)}
                  >
                    {business.phone}
                  </a>
                </p>
              </address>
              <h2 className="mt-4 text-lg font-semibold">{t('reservations.info.hours')}</h2>
              <WeeklyHoursList week={site.weeklyHours} className="mt-2 text-sm" />
              <SpecialHoursList site={site} className="mt-4 text-sm" />
            </section>
          )}
          <section className="rounded-[var(--radius-card)] border border-accent bg-accent/10 p-4">
            <h2 className="text-lg font-semibold">{t('reservations.policy.title')}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              <li>{t('reservations.policy.hold')}</li>
              <li>{t('reservations.policy.cancel')}</li>
              <li>{t('reservations.policy.groups')}</li>
            </ul>
            <h3 className="mt-4 font-semibold">{t('reservations.info.largeGroups')}</h3>
            <p className="text-sm">{t('reservations.info.largeGroupsBody')}</p>
          </section>
        </aside>
      </div>
    </>
  );
}
