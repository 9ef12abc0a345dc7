import { InfoIcon, LockIcon } from '@/components/ui/icons';
import { useGiftCardI18n } from '@/i18n/gift-card';

/**
 * Above the form: paying online, the card is paid on Stripe's page and emailed once paid;
 * otherwise no payment is taken online, the restaurant phones the buyer, then emails the card.
 */
export function HowItWorksBanner({ payOnline }: { payOnline: boolean }) {
  const { t } = useGiftCardI18n();
  const Icon = payOnline ? LockIcon : InfoIcon;
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-foreground"
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>{t(payOnline ? 'giftCard.checkout.banner' : 'giftCard.banner')}</span>
    </p>
  );
}
