import type { GiftCardStatus } from '@shared/gift-card-constants';
import type { GiftCardBalanceDto } from '@shared/schemas/gift-card';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-date';
import { formatMoney } from '@/lib/format';
import { useGiftCardI18n, type GiftCardMessageKey } from '@/i18n/gift-card';

const STATUS_TEXT: Record<GiftCardStatus, GiftCardMessageKey> = {
  active: 'giftCard.balance.status.active',
  used: 'giftCard.balance.status.used',
  expired: 'giftCard.balance.status.expired',
  void: 'giftCard.balance.status.void',
};

interface BalanceResultProps {
  /** The code as it was checked, in its stored form when it has one. */
  code: string;
  balance: GiftCardBalanceDto;
  timeZone: string;
}

/** What the balance check found: the balance, the status in words and the expiry. */
export function BalanceResult({ code, balance, timeZone }: BalanceResultProps) {
  const { t, language } = useGiftCardI18n();
  const usable = balance.status === 'active';
  return (
    <section
      aria-labelledby="gift-balance-result-title"
      className="mt-6 rounded-xl border border-border bg-muted/40 p-5"
    >
      <h2 id="gift-balance-result-title" className="text-lg font-semibold break-all">
        {t('giftCard.balance.result.title', { code })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-foreground">{t('giftCard.balance.result.balance')}</dt>
          <dd className={cn('font-display text-4xl font-semibold', !usable && 'text-muted-foreground')}>
            {formatMoney(balance.balance, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('giftCard.balance.result.status')}</dt>
          <dd className={cn('font-semibold', usable ? 'text-success' : 'text-destructive')}>
            {t(STATUS_TEXT[balance.status])}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('giftCard.balance.result.expiry')}</dt>
          <dd className="font-semibold">
            {balance.expiresAt ? formatDay(balance.expiresAt, timeZone, language) : t('giftCard.balance.noExpiry')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
