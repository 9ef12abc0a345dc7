import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import { DarkPanel } from '@/components/sections/dark-panel';
import { buttonVariants } from '@/components/ui/button';
import { CheckIcon, PhoneIcon } from '@/components/ui/icons';
import { useContactI18n, type ContactMessageKey } from '@/i18n/contact';

const FEATURES: ContactMessageKey[] = [
  'contact.hall.feature.decor',
  'contact.hall.feature.catering',
  'contact.hall.feature.av',
  'contact.hall.feature.coordinator',
  'contact.hall.feature.seating',
  'contact.hall.feature.menu',
];

/** The private hall panel: what it offers and the way to /hall-reservations. */
export function HallPanel({ hallName, hallPhone }: { hallName: string; hallPhone: string }) {
  const { t } = useContactI18n();
  return (
    <DarkPanel id="contact-hall-title" title={t('contact.hall.title')} className="flex h-full flex-col sm:p-8">
      <p className="mt-2 text-background/85">{t('contact.hall.lead', { hallName })}</p>
      <h3 className="mt-6 font-sans text-sm font-semibold uppercase tracking-widest text-accent">
        {t('contact.hall.featuresTitle')}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span className="mt-0.5 text-accent">
              <CheckIcon className="size-5" />
            </span>
            {t(feature)}
          </li>
        ))}
      </ul>
      <div className="hidden flex-1 items-center justify-center py-6 lg:flex">
        <img
          src="/images/catering/celebration-table.svg"
          alt=""
          width={480}
          height={240}
          loading="lazy"
          className="h-auto w-full max-w-sm"
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-3 pt-8 lg:mt-0 lg:pt-0">
        <Link href="/hall-reservations" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {t('contact.hall.cta')}
        </Link>
        <a href={telHref(hallPhone)} className={buttonVariants({ variant: 'onDark', size: 'lg' })}>
          <PhoneIcon className="size-6" />
          <span className="whitespace-nowrap">{t('contact.hall.call', { phone: hallPhone })}</span>
        </a>
      </div>
    </DarkPanel>
  );
}
