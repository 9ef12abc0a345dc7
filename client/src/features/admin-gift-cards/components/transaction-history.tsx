import type { ReactNode } from 'react';
import type { GiftCardTransactionDto } from '@shared/schemas/gift-card';
import { useAdminContext } from '@/components/admin/admin-context';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { formatDay, formatTimestamp } from '@/lib/format-date';
import { signedMoney } from '../gift-card-logic';

interface TransactionHistoryProps {
  transactions: readonly GiftCardTransactionDto[];
  /** Names the list for screen readers, e.g. "History of SELAM-…". */
  label: string;
  /** An action beside one entry: the Undo button of one's own latest redemption. */
  actionFor?: (transaction: GiftCardTransactionDto) => ReactNode;
}

/** A card's ledger, newest first: what happened, the change, the balance after, who, why and when. */
export function TransactionHistory({ transactions, label, actionFor }: TransactionHistoryProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  if (transactions.length === 0)
    return <p className="text-sm text-muted-foreground">{t('admin.giftCards.history.empty')}</p>;

  return (
    <ol aria-label={label} className="grid gap-2">
      {transactions.map((entry) => {
        const undone = entry.kind === 'redeem' && entry.undoneAt !== null;
        return (
          <li
            key={entry.id}
            className={cn('grid gap-1 rounded-lg border border-border p-3 text-sm', undone && 'bg-muted/60')}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={entry.kind === 'redeem' ? 'primary' : entry.kind === 'void' ? 'danger' : 'neutral'}>
                  {t(`admin.giftCards.kind.${entry.kind}`)}
                </Badge>
                {undone && <Badge tone="warning">{t('admin.giftCards.history.undone')}</Badge>}
              </span>
              {entry.kind !== 'extend' && (
                <span className={cn('font-semibold tabular-nums', undone && 'line-through')}>
                  {signedMoney(entry.amount, language)}
                </span>
              )}
            </div>
            {entry.kind === 'extend' && (
              <p>
                {entry.expiresAt
                  ? t('admin.giftCards.history.newExpiry', { date: formatDay(entry.expiresAt, timeZone, language) })
                  : t('admin.giftCards.history.noExpiryNow')}
              </p>
            )}
            <p className="text-muted-foreground">
              {t('admin.giftCards.history.balanceAfter', { balance: formatMoney(entry.balanceAfter, language) })}
              {' · '}
              {entry.staff?.username ?? entry.staffUsername ?? t('admin.giftCards.history.noStaff')}
              {' · '}
              <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt, timeZone, language)}</time>
            </p>
            {entry.note && <p className="whitespace-pre-line break-words">{entry.note}</p>}
            {actionFor?.(entry)}
          </li>
        );
      })}
    </ol>
  );
}
