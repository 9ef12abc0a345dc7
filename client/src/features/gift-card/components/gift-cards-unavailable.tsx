import { formatAddress, telHref } from '@shared/business-info';
import type { BusinessInfo } from '@shared/schemas/settings';
import { PhoneIcon } from '@/components/ui/icons';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { ActionPanel, panelActionClass } from './action-panel';

/** No payment provider: say so, and offer the phone and a visit instead. */
export function GiftCardsUnavailable({ business }: { business: BusinessInfo }) {
  const { t } = useGiftCardI18n();
  return (
    <ActionPanel
      id="gift-unavailable-title"
      title={t('giftCard.unavailable.title')}
      tone="notice"
      action={
        <a href={telHref(business.phone)} className={panelActionClass('primary')}>
          <PhoneIcon />
          <span className="whitespace-nowrap">{t('giftCard.unavailable.call', { phone: business.phone })}</span>
        </a>
      }
    >
      <p className="mt-2">{t('giftCard.unavailable.body')}</p>
      <p className="mt-2 text-muted-foreground">
        {t('giftCard.unavailable.visit', { address: formatAddress(business.address) })}
      </p>
    </ActionPanel>
  );
}
