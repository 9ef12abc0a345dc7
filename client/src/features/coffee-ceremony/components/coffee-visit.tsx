import { telHref } from '@shared/business-info';
import { buttonVariants } from '@/components/ui/button';
import { DirectionsLink } from '@/components/ui/directions-link';
import { useCoffeeI18n } from '@/i18n/coffee';

/** Where to join a ceremony: the restaurant's address with a maps link, and its phone. */
export function CoffeeVisit({ address, phone }: { address: string; phone: string }) {
  const { t } = useCoffeeI18n();
  return (
    <section aria-labelledby="coffee-visit" className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
      <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-primary p-6 text-primary-foreground sm:p-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="coffee-visit" className="text-3xl font-semibold">
            {t('coffee.visit.title')}
          </h2>
          <p className="mt-3 text-lg text-primary-foreground/90">{t('coffee.visit.body')}</p>
          <p className="mt-3 font-semibold">{address}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <DirectionsLink
            destination={address}
            aria-label={t('coffee.visit.directionsLabel', { address })}
            className={buttonVariants({ variant: 'onDark', size: 'lg' })}
          >
            {t('coffee.visit.directions')}
          </DirectionsLink>
          <a
            href={telHref(phone)}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-primary-foreground/80 px-7 font-semibold hover:bg-primary-foreground/10"
          >
            {t('coffee.visit.call', { phone })}
          </a>
        </div>
      </div>
    </section>
  );
}
