import type { ReactNode } from 'react';
import { formatAddress, telHref } from '@shared/business-info';
import type { SiteInfo } from '@shared/schemas/settings';
import { groupWeeklyHours } from '@shared/time';
import { SpecialHoursList } from '@/components/layout/special-hours-list';
import { PeriodsText } from '@/components/layout/weekly-hours-list';
import { DirectionsLink } from '@/components/ui/directions-link';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useContactI18n } from '@/i18n/contact';
import { latinTextLang } from '@/lib/text-lang';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)]">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
        {icon}
      </span>
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <div className="mt-3 text-muted-foreground">{children}</div>
    </section>
  );
}

const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline';

/** Location, phone numbers and hours, all from settings. */
export function ContactCards({ site }: { site: SiteInfo }) {
  const { t, language } = useContactI18n();
  const { business } = site;
  const phones = [
    { label: 'contact.phones.restaurant', phone: business.phone },
    { label: 'contact.phones.hall', phone: business.hallPhone },
  ] as const;
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <InfoCard icon={<MapPinIcon className="size-6" />} title={t('contact.location.title')}>
        <address lang={latinTextLang(business.name, language)} className="not-italic text-foreground">
          {business.name}
          <br />
          {formatAddress(business.address)}
        </address>
        <DirectionsLink
          destination={`${business.name}, ${formatAddress(business.address)}`}
          className={`mt-3 inline-flex min-h-11 items-center ${linkClass}`}
        >
          {t('contact.location.directions')}
          <span className="sr-only"> {t('contact.newTab')}</span>
        </DirectionsLink>
      </InfoCard>
      <InfoCard icon={<PhoneIcon className="size-6" />} title={t('contact.phones.title')}>
        <dl className="grid gap-2">
          {phones.map(({ label, phone }) => (
            <div key={label}>
              <dt className="text-sm">{t(label)}</dt>
              <dd>
                <a href={telHref(phone)} className={`inline-flex min-h-11 items-center text-lg ${linkClass}`}>
                  {phone}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </InfoCard>
      <InfoCard icon={<ClockIcon className="size-6" />} title={t('contact.hours.title')}>
        <dl className="grid gap-2 text-foreground">
          {groupWeeklyHours(site.weeklyHours).map((group) => (
            <div key={group.from}>
              <dt className="font-semibold">
                {t(`day.${group.from}`)}
                {group.to !== group.from && ` - ${t(`day.${group.to}`)}`}
              </dt>
              <dd>
                {group.hours.closed ? (
                  t('contact.hours.closed')
                ) : (
                  <PeriodsText periods={group.hours.periods} dash="-" />
                )}
              </dd>
            </div>
          ))}
        </dl>
        <SpecialHoursList site={site} headingLevel={4} dash="-" className="mt-4 text-foreground" />
      </InfoCard>
    </div>
  );
}
