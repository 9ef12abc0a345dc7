import type { ReactNode } from 'react';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import { useAdminContext } from '@/components/admin/admin-context';
import { LanguageName } from '@/components/forms/language-select';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { useAdminI18n } from '@/lib/admin-i18n';
import { giftCardTheme } from '@/lib/gift-card';
import { formatMoney } from '@/lib/format';
import { formatDay, formatTimestamp } from '@/lib/format-date';
import { useGiftCardTransactions } from '../api';
import { DesignPreview } from './design-preview';
import { GiftCardStatusBadge } from './status-badge';
import { TransactionHistory } from './transaction-history';

interface GiftCardDetailsDialogProps {
  card: GiftCardDto | null;
  onClose: () => void;
}

function Row({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** Every field of a gift card, opened by the card's Details button. */
export function GiftCardDetailsDialog({ card, onClose }: GiftCardDetailsDialogProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const theme = giftCardTheme(card?.designTheme);
  const history = useGiftCardTransactions(card?.id ?? null);

  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      {card && (
        <DialogContent closeLabel={t('admin.close')} className="max-w-xl">
          <DialogTitle>{t('admin.giftCards.details.title')}</DialogTitle>
          <DialogDescription>{t('admin.giftCards.details.description', { code: card.code })}</DialogDescription>
          <DesignPreview
            theme={theme}
            size="lg"
            amount={formatMoney(card.balance, language)}
            code={card.code}
            label={t('admin.giftCards.theme.preview', { theme: t(`admin.giftCards.theme.${theme}`) })}
            className="mt-4 max-w-64"
          />
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3">
            <Row label={t('admin.giftCards.details.code')} wide>
              <span className="break-all font-mono tracking-wide">{card.code}</span>
            </Row>
            <Row label={t('admin.giftCards.details.status')}>
              <GiftCardStatusBadge status={card.status} />
            </Row>
            <Row label={t('admin.giftCards.details.designTheme')}>{t(`admin.giftCards.theme.${theme}`)}</Row>
            <Row label={t('admin.giftCards.details.amount')}>{formatMoney(card.amount, language)}</Row>
            <Row label={t('admin.giftCards.details.balance')}>{formatMoney(card.balance, language)}</Row>
            <Row label={t('admin.giftCards.details.recipientName')}>{card.recipientName}</Row>
            <Row label={t('admin.giftCards.details.senderName')}>{card.senderName}</Row>
            <Row label={t('admin.giftCards.details.recipientEmail')} wide>
              <a
                href={`mailto:${card.recipientEmail}`}
                className="break-all text-primary underline-offset-4 hover:underline"
              >
                {card.recipientEmail}
              </a>
            </Row>
            <Row label={t('admin.giftCards.details.message')} wide>
              {card.message ? (
                <span className="whitespace-pre-line">{card.message}</span>
              ) : (
                <span className="text-muted-foreground">{t('admin.common.none')}</span>
              )}
            </Row>
            <Row label={t('admin.giftCards.details.expiryDate')}>
              {card.expiryDate ? formatDay(card.expiryDate, timeZone, language) : t('admin.giftCards.details.noExpiry')}
            </Row>
            <Row label={t('admin.giftCards.details.emailSent')}>
              {card.emailSent ? t('admin.giftCards.card.emailYes') : t('admin.giftCards.card.emailPending')}
            </Row>
            <Row label={t('admin.giftCards.details.language')}>
              <LanguageName code={card.language} />
            </Row>
            <Row label={t('admin.giftCards.details.emailSentAt')}>
              {card.emailSentAt ? (
                formatTimestamp(card.emailSentAt, timeZone, language)
              ) : (
                <span className="text-muted-foreground">{t('admin.common.never')}</span>
              )}
            </Row>
            <Row label={t('admin.giftCards.details.paymentIntentId')}>
              {card.paymentIntentId ? (
                <span className="break-all font-mono text-sm">{card.paymentIntentId}</span>
              ) : (
                <span className="text-muted-foreground">{t('admin.giftCards.details.manual')}</span>
              )}
            </Row>
            <Row label={t('admin.giftCards.details.createdAt')}>
              {formatTimestamp(card.createdAt, timeZone, language)}
            </Row>
            <Row label={t('admin.giftCards.details.updatedAt')}>
              {formatTimestamp(card.updatedAt, timeZone, language)}
            </Row>
          </dl>
          <section aria-labelledby="gift-card-details-history" className="mt-6 grid gap-3">
            <h3 id="gift-card-details-history" className="text-lg font-semibold">
              {t('admin.giftCards.history.title')}
            </h3>
            {history.isPending ? (
              <ListLoading label={t('admin.giftCards.history.loading')} />
            ) : history.isError ? (
              <ListLoadError
                message={t('admin.giftCards.history.loadError')}
                onRetry={() => void history.refetch()}
                retrying={history.isFetching}
              />
            ) : (
              <TransactionHistory
                transactions={history.data}
                label={t('admin.giftCards.history.label', { code: card.code })}
              />
            )}
          </section>
        </DialogContent>
      )}
    </Dialog>
  );
}
