import { Link } from 'wouter';
import { formatAddress, telHref } from '@shared/business-info';
import { yearIn } from '@shared/time';
import { ExternalLink } from '@/components/ui/external-link';
import { useSiteInfo } from '@/lib/site-info';
import { useI18n } from '@/lib/i18n';
import { latinTextLang } from '@/lib/text-lang';
import { FOOTER_QUICK_LINKS, FOOTER_SERVICES, type NavLink } from './nav-links';
import { FlagStripe } from './flag-stripe';
import { SOCIAL_NETWORKS } from './social-icons';
import { SpecialHoursList } from './special-hours-list';
import { WeeklyHoursList } from './weekly-hours-list';

/** Loaded when scrolled near (public-layout.tsx): a rendered page shows the server's footer until then. */
export default function SiteFooter() {
  const { t, language } = useI18n();
  const { data: site } = useSiteInfo();
  const business = site?.business;
  const year = site ? yearIn(site.timeZone) : new Date().getFullYear();

  return (
    <footer className="mt-16 border-t-4 border-primary bg-foreground text-background">
      <FlagStripe className="h-1" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 lang={latinTextLang(business?.name, language)} className="text-xl font-semibold">
            {business?.name ?? 'Selam Ethiopian Restaurant'}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-background/80">
            {t('footer.blurb', { year: business?.establishedYear ?? 1995 })}
          </p>
          {business && (
            <ul className="mt-4 flex gap-3" aria-label={t('footer.follow')}>
              {SOCIAL_NETWORKS.map(({ id, name, Icon }) => (
                <li key={id}>
                  <ExternalLink
                    href={business.social[id]}
                    aria-label={name}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-background/30 hover:bg-background/10"
                  >
                    <Icon />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h2 className="text-lg font-semibold">{t('footer.visit')}</h2>
          {business && (
            <address className="mt-3 space-y-2 text-sm not-italic text-background/80">
              <p lang={latinTextLang(business.address.street, language)}>{formatAddress(business.address)}</p>
              <p>
                <a className="underline-offset-4 hover:underline" href={telHref(business.phone)}>
                  {business.phone}
                </a>
              </p>
              <p>
                <a className="underline-offset-4 hover:underline" href={`mailto:${business.email}`}>
                  {business.email}
                </a>
              </p>
            </address>
          )}
        </section>
        <section>
          <h2 className="text-lg font-semibold">{t('footer.hours')}</h2>
          {site && (
            <>
              <WeeklyHoursList week={site.weeklyHours} className="mt-3 text-sm text-background/80" />
              <SpecialHoursList site={site} limit={3} className="mt-4 text-sm text-background/80" />
            </>
          )}
        </section>
        <div className="grid gap-8">
          <FooterLinks title={t('footer.services')} links={FOOTER_SERVICES} />
          <FooterLinks title={t('footer.quickLinks')} links={FOOTER_QUICK_LINKS} />
        </div>
      </div>
      <p className="border-t border-background/15 px-4 py-4 text-center text-xs text-background/70">
        {t('footer.rights', { year, name: business?.name ?? 'Selam Ethiopian Restaurant' })}
      </p>
    </footer>
  );
}

/** A titled list of links to the site's own pages. */
function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-background/80 lg:grid-cols-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="inline-block py-1 underline-offset-4 hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
