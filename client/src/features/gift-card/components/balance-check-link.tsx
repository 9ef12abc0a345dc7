import { Link } from 'wouter';
import { useGiftCardI18n } from '@/i18n/gift-card';
import { ActionPanel, panelActionClass } from './action-panel';

/** Points a diner holding a card to the balance check. */
export function BalanceCheckLink() {
  const { t } = useGiftCardI18n();
  return (
    <ActionPanel
      id="gift-balance-link-title"
      title={t('giftCard.balanceLink.title')}
      tone="card"
      action={
        <Link href="/gift-card/balance" className={panelActionClass('secondary')}>
          {t('giftCard.balanceLink.action')}
        </Link>
      }
    >
      <p className="mt-2 text-muted-foreground">{t('giftCard.balanceLink.body')}</p>
    </ActionPanel>
  );
}
