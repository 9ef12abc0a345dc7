import { useEffect, useId, useState, type ReactNode } from 'react';
import type { GiftCardLedgerResult, GiftCardLookupDto, GiftCardTransactionDto } from '@shared/schemas/gift-card';
import { useAdminContext } from '@/components/admin/admin-context';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { dateFormatter, formatDay } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useUndoRedemption } from '../api';
import { undoableRedemption, undoDeadline } from '../gift-card-logic';
import { CardManagerActions } from './card-manager-actions';
import { RedeemForm } from './redeem-form';
import { GiftCardStatusBadge } from './status-badge';
import { TransactionHistory } from './transaction-history';

interface LookedUpCardProps {
  card: GiftCardLookupDto;
  /** A manager's change answered with the card as it now is. */
  onChanged: (card: GiftCardLookupDto) => void;
  /** Reads the card again (after a redemption or an undo). */
  onReload: () => Promise<void>;
  onClear: () => void;
  permissionNoteId: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** The card found by its code: balance, status, expiry, recipient, Redeem, Undo, managers' actions and the history. */
export function LookedUpCard({ card, onChanged, onReload, onClear, permissionNoteId }: LookedUpCardProps) {
  const { t, language } = useAdminI18n();
  const { admin, timeZone } = useAdminContext();
  const undo = useUndoRedemption();
  const [latest, setLatest] = useState<{ text: string } | null>(null);
  // A voided card's balance is gone: there is nothing to put back.
  const undoable = useUndoable(card.status === 'void' ? [] : card.transactions, admin.id);
  const redeemable = card.status === 'active' && Number(card.balance) > 0;
  const balanceId = useId();

  const onRedeemed = async (result: GiftCardLedgerResult, amount: string) => {
    setLatest({
      text: t('admin.giftCards.redeem.newBalance', {
        amount: formatMoney(amount, language),
        balance: formatMoney(result.balance, language),
      }),
    });
    await onReload();
  };

  const undoRedemption = async (transaction: GiftCardTransactionDto) => {
    try {
      const result = await undo.mutateAsync(transaction.id);
      const text = t('admin.giftCards.undo.doneBody', {
        amount: formatMoney(Math.abs(Number(transaction.amount)), language),
        balance: formatMoney(result.balance, language),
      });
      setLatest({ text });
      toast({ title: t('admin.giftCards.undo.done'), description: text, variant: 'success' });
      await onReload();
    } catch (error) {
      toast({
        title: t('admin.giftCards.undo.failed'),
        description: errorMessage(error, t('admin.giftCards.undo.failedBody')),
        variant: 'destructive',
      });
      await onReload();
    }
  };

  return (
    <div className="mt-5 grid gap-5 border-t border-border pt-5 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-mono font-semibold tracking-wide">{card.code}</span>
            <GiftCardStatusBadge status={card.status} />
          </p>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('admin.giftCards.redeem.another')}
          </Button>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <div className="col-span-2">
            <dt id={balanceId} className="text-sm text-muted-foreground">
              {t('admin.giftCards.card.balance')}
            </dt>
            <dd className="font-display text-4xl font-semibold tabular-nums">
              {/* Announced whenever it changes: after a redemption, an undo or a manager's change. */}
              <span role="status" aria-labelledby={balanceId}>
                {formatMoney(card.balance, language)}
              </span>
            </dd>
          </div>
          <Fact label={t('admin.giftCards.details.amount')}>{formatMoney(card.amount, language)}</Fact>
          <Fact label={t('admin.giftCards.details.expiryDate')}>
            {card.expiresAt ? formatDay(card.expiresAt, timeZone, language) : t('admin.giftCards.details.noExpiry')}
          </Fact>
          <Fact label={t('admin.giftCards.card.recipient')}>{card.recipientName}</Fact>
        </dl>

        {latest && (
          <p role="status" className="rounded-lg bg-success/10 px-3 py-2 font-semibold text-success">
            {latest.text}
          </p>
        )}

        {undoable && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/60 px-3 py-2">
            <p className="text-sm">
              {t('admin.giftCards.undo.hint', {
                amount: formatMoney(Math.abs(Number(undoable.amount)), language),
                time: dateFormatter(language, { timeStyle: 'short', timeZone }).format(undoDeadline(undoable)),
              })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={undo.isPending}
              onClick={() => void undoRedemption(undoable)}
            >
              {undo.isPending ? t('admin.giftCards.undo.undoing') : t('admin.giftCards.undo.button')}
            </Button>
          </div>
        )}

        {redeemable ? (
          <RedeemForm card={card} onRedeemed={onRedeemed} />
        ) : (
          <p role="note" className="rounded-lg border border-border bg-muted px-3 py-2 text-sm">
            {t(`admin.giftCards.redeem.cannot.${card.status}`)}
          </p>
        )}

        <CardManagerActions card={card} onChanged={onChanged} permissionNoteId={permissionNoteId} />
      </div>

      <section aria-labelledby="gift-card-history-title" className="grid gap-3">
        <h3 id="gift-card-history-title" className="text-lg font-semibold">
          {t('admin.giftCards.history.title')}
        </h3>
        <TransactionHistory
          transactions={card.transactions}
          label={t('admin.giftCards.history.label', { code: card.code })}
        />
      </section>
    </div>
  );
}

/** The redemption the signed-in person may still undo, re-checked the moment its window closes. */
function useUndoable(transactions: readonly GiftCardTransactionDto[], staffId: number): GiftCardTransactionDto | null {
  const [now, setNow] = useState(() => Date.now());
  const undoable = undoableRedemption(transactions, staffId, now);
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, undoDeadline(undoable) - Date.now()));
    return () => clearTimeout(timer);
  }, [undoable]);
  return undoable;
}
