import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useGiftCardI18n } from '@/i18n/gift-card';

/** Points a diner holding a card to the balance check. */
export function BalanceCheckLink() {
  const { t } = useGiftCardI18n();
  return (
    <section
      aria-labelledby="gift-balance-link-title"
      className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:flex sm:items-center sm:gap-8 sm:p-8"
    >
      <div className="flex-1">
        <h2 id="gift-balance-link-title" className="text-2xl font-semibold">
          {t('giftCard.balanceLink.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('giftCard.balanceLink.body')}</p>
      </div>
      <Link
        href="/gift-card/balance"
        className={`mt-5 w-full sm:mt-0 sm:w-auto ${buttonVariants({ variant: 'secondary', size: 'lg' })}`}
      >
        {t('giftCard.balanceLink.action')}
      </Link>
    </section>
  );
}
