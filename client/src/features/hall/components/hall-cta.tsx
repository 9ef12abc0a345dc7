import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import { buttonVariants } from '@/components/ui/button';
import { DirectionsLink } from '@/components/ui/directions-link';
import { MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useHallI18n } from '@/i18n/hall';

interface HallCtaProps {
  hallAddress: string;
  city: string;
  hallPhone: string;
  restaurantPhone: string;
}

/** The closing call to action: directions to the hall, both phones and a link to /contact. */
export function HallCta({ hallAddress, city, hallPhone, restaurantPhone }: HallCtaProps) {
  const { t } = useHallI18n();
  return (
    <section aria-labelledby="hall-cta" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="overflow-hidden rounded-[var(--radius-card)] bg-card shadow-[var(--shadow-card)]">
        <div
          aria-hidden="true"
          className="h-3 bg-[url('/images/hall/tibeb-band.svg')] bg-[length:auto_100%] bg-repeat-x"
        />
        <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="hall-cta" className="text-3xl font-semibold sm:text-4xl">
              {t('hall.cta.title')}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{t('hall.cta.body', { city })}</p>
            <p className="mt-5 flex items-start gap-2 font-medium">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{hallAddress}</span>
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <DirectionsLink
                destination={hallAddress}
                aria-label={t('hall.cta.directionsLabel', { address: hallAddress })}
                className={buttonVariants({ variant: 'primary', size: 'lg' })}
              >
                <MapPinIcon />
                {t('hall.cta.directions')}
              </DirectionsLink>
              <Link href="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                {t('hall.cta.contact')}
              </Link>
            </div>
          </div>
          <ul className="grid gap-3">
            <PhoneLine label={t('hall.cta.hallLine')} phone={hallPhone} />
            <PhoneLine label={t('hall.cta.restaurantLine')} phone={restaurantPhone} />
          </ul>
        </div>
      </div>
    </section>
  );
}

function PhoneLine({ label, phone }: { label: string; phone: string }) {
  return (
    <li>
      <a
        href={telHref(phone)}
        className="flex min-h-11 items-center gap-4 rounded-[var(--radius-card)] border border-border bg-background p-4 hover:border-primary"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <PhoneIcon className="size-5" />
        </span>
        <span>
          <span className="block text-sm text-muted-foreground">{label}</span>
          <span className="block text-lg font-semibold">{phone}</span>
        </span>
      </a>
    </li>
  );
}
