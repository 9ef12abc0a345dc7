import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatAddress, telHref } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';
import { groupWeeklyHours } from '@shared/time';
import { BandSection } from '@/components/sections/band-section';
import { SpecialHoursList } from '@/components/layout/special-hours-list';
import { PeriodsText } from '@/components/layout/weekly-hours-list';
import { buttonVariants } from '@/components/ui/button';
import { DirectionsLink } from '@/components/ui/directions-link';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useHomeSectionsI18n } from '@/i18n/home-sections';
import { todaysSchedule } from '@/lib/opening-hours';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-full bg-muted text-primary [&_svg]:size-5"
        >
          {icon}
        </span>
        <h3 className="text-xl font-semibold">{title}</h3>
      </div>
      <div className="mt-4">{children}</div>
    </li>
  );
}

/** Address with directions, phone and email, and today's hours with the week, all from settings. */
export function ContactInfoSection({ site }: { site: SiteInfo }) {
  const { t } = useHomeSectionsI18n();
  const { business, weeklyHours } = site;
  const today = todaysSchedule(site);

  return (
    <BandSection
      id="home-contact-title"
      align="center"
      eyebrow={t('home.contact.eyebrow')}
      title={t('home.contact.title')}
      band="page"
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        <InfoCard title={t('home.contact.address')} icon={<MapPinIcon />}>
          <address className="not-italic">
            <span className="block">{business.address.street}</span>
            <span className="block">{`${business.address.city}, ${business.address.region} ${business.address.postalCode}`}</span>
          </address>
          <DirectionsLink
            destination={formatAddress(business.address)}
            className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'mt-4')}
          >
            {t('home.contact.directions')}
            <span className="sr-only"> {t('home.social.newTab')}</span>
          </DirectionsLink>
        </InfoCard>
        <InfoCard title={t('home.contact.phone')} icon={<PhoneIcon />}>
          <a
            href={telHref(business.phone)}
            className="inline-flex min-h-11 items-center font-display text-2xl font-semibold text-primary hover:underline"
          >
            {business.phone}
          </a>
          <p className="mt-3 text-sm font-semibold text-muted-foreground">{t('home.contact.email')}</p>
          <a
            href={`mailto:${business.email}`}
            className="inline-flex min-h-11 items-center break-all text-primary underline-offset-4 hover:underline"
          >
            {business.email}
          </a>
        </InfoCard>
        <InfoCard title={t('home.contact.hours')} icon={<ClockIcon />}>
          <p className="rounded-lg bg-muted px-3 py-2">
            <span className="font-semibold">{t('home.contact.today')}: </span>
            {today.closed ? t('home.contact.closed') : <PeriodsText periods={today.periods} />}
            {today.exception && ` (${today.exception})`}
          </p>
          <dl className="mt-3 space-y-1.5 text-sm">
            {groupWeeklyHours(weeklyHours).map((group) => (
              <div key={group.from} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">
                  {group.from === group.to
                    ? t(`day.${group.from}`)
                    : t('home.contact.dayRange', { from: t(`day.${group.from}`), to: t(`day.${group.to}`) })}
                </dt>
                <dd className="text-right font-medium">
                  {group.hours.closed ? t('home.contact.closed') : <PeriodsText periods={group.hours.periods} />}
                </dd>
              </div>
            ))}
          </dl>
          <SpecialHoursList site={site} headingLevel={4} className="mt-4 text-sm" />
        </InfoCard>
      </ul>
      <div className="mt-8 text-center">
        <Link href="/contact" className={buttonVariants({ variant: 'link', size: 'md' })}>
          {t('home.contact.more')}
        </Link>
      </div>
    </BandSection>
  );
}

export default ContactInfoSection;
