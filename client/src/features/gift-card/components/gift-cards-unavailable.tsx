import { formatAddress, telHref } from '@shared/business-info';
import type { BusinessInfo } from '@shared/schemas/settings';
import { buttonVariants } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { useGiftCardI18n } from '@/i18n/gift-card';

/** No payment provider: say so, and offer the phone and a visit instead. */
export function GiftCardsUnavailable({ business }: { business: BusinessInfo }) {
  const { t } = useGiftCardI18n();
  return (
    <section
      aria-labelledby="gift-unavailable-title"
      className="rounded-[var(--radius-card)] border border-accent bg-accent/15 p-6 sm:flex sm:items-center sm:gap-8 sm:p-8"
    >
      <div className="flex-1">
        <h2 id="gift-unavailable-title" className="text-2xl font-semibold sm:text-3xl">
          {t('giftCard.unavailable.title')}
        </h2>
        <p className="mt-2">{t('giftCard.unavailable.body')}</p>
        <p className="mt-2 text-muted-foreground">
          {t('giftCard.unavailable.visit', { address: formatAddress(business.address) })}
        </p>
      </div>
      <a
        href={telHref(business.phone)}
        className={`mt-5 w-full sm:mt-0 sm:w-auto ${buttonVariants({ variant: 'primary', size: 'lg' })}`}
      >
        <PhoneIcon />
        <span className="whitespace-nowrap">{t('giftCard.unavailable.call', { phone: business.phone })}</span>
      </a>
    </section>
  );
}
