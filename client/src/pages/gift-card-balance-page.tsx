import { Link } from 'wouter';
import { LoadingText } from '@/components/layout/loading-text';
import { usePageMeta } from '@/components/seo/page-meta';
import { BalanceCheck } from '@/features/gift-card/components/balance-check';
import { GiftCardHero } from '@/features/gift-card/components/gift-card-hero';
import { TextWithPhone } from '@/features/gift-card/components/text-with-phone';
import { useSiteInfo } from '@/lib/site-info';
import { useGiftCardI18n } from '@/i18n/gift-card';

/** /gift-card/balance: a diner types a card's code and sees its balance, status and expiry. */
export default function GiftCardBalancePage() {
  const { t } = useGiftCardI18n();
  const { data: site } = useSiteInfo();
  usePageMeta(t('giftCard.balance.meta.title'), t('giftCard.balance.meta.description'));

  return (
    <>
      <GiftCardHero id="gift-balance-title" title={t('giftCard.balance.title')} lead={t('giftCard.balance.lead')} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:py-16">
        {site ? (
          <>
            <div className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8">
              <BalanceCheck phone={site.business.phone} timeZone={site.timeZone} />
            </div>
            <p className="text-muted-foreground">
              <TextWithPhone text={t('giftCard.balance.help', { phone: '{phone}' })} phone={site.business.phone} />
            </p>
          </>
        ) : (
          <LoadingText text={t('page.loading')} className="text-center" />
        )}
        <Link href="/gift-card" className="font-semibold text-primary underline underline-offset-2">
          {t('giftCard.balance.back')}
        </Link>
      </div>
    </>
  );
}
