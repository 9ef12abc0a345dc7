import type { ReactNode } from 'react';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { useAdminContext, useCan, useGuard } from '@/components/admin/admin-context';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { giftCardTheme } from '@/lib/gift-card';
import { formatMoney } from '@/lib/format';
import { formatTimestamp } from '@/lib/format-date';
import { canRefund, requestShownStatus } from '../gift-card-logic';

interface GiftCardRequestItemProps {
  request: GiftCardRequestDto;
  permissionNoteId: string;
  onIssue: (request: GiftCardRequestDto) => void;
  onDecline: (request: GiftCardRequestDto) => void;
  onRefund: (request: GiftCardRequestDto) => void;
}

const TONES = {
  awaiting_payment: 'neutral',
  pending: 'warning',
  issued: 'success',
  declined: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
} as const;

// Nothing for staff to do: the buyer is at Stripe's page, or left it unpaid.
const MUTED_NOTES = {
  awaiting_payment: 'admin.giftCards.requests.awaitingNote',
  expired: 'admin.giftCards.requests.expiredNote',
} as const;

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * One request: amount, design, recipient, the buyer, the message. Paid by phone: Issue card and
 * Decline while pending. Paid online: issued by the payment, and a whole refund while the card
 * is unused, for those who may refund.
 */
export function GiftCardRequestItem({
  request,
  permissionNoteId,
  onIssue,
  onDecline,
  onRefund,
}: GiftCardRequestItemProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useGuard('giftCards.manage', permissionNoteId);
  const mayRefund = useCan('payments.refund');
  const theme = giftCardTheme(request.designTheme);
  const shown = requestShownStatus(request);
  const mutedNote =
    request.status === 'awaiting_payment' || request.status === 'expired' ? MUTED_NOTES[request.status] : null;
  const handledByStaff = !request.paidOnline && (request.status === 'issued' || request.status === 'declined');

  return (
    <li
      aria-label={t('admin.giftCards.requests.itemLabel', {
        name: request.senderName,
        amount: formatMoney(request.amount, language),
      })}
      className={cn(
        'grid content-start gap-3 rounded-xl border border-border bg-card p-4',
        mutedNote && 'border-dashed bg-muted/40 text-muted-foreground',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-display text-2xl font-semibold tabular-nums">{formatMoney(request.amount, language)}</p>
        <div className="flex flex-wrap gap-1.5">
          {request.paidOnline && <Badge tone="info">{t('admin.giftCards.requests.paidOnline')}</Badge>}
          <Badge tone={TONES[shown]}>{t(`admin.giftCards.requests.status.${shown}`)}</Badge>
        </div>
      </div>
      {request.payment?.disputed && (
        <div className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <p className="font-bold uppercase tracking-wide">
            <span aria-hidden="true">⚠ </span>
            {t('admin.giftCards.requests.disputed')}
          </p>
          <p>{t('admin.giftCards.requests.disputedNote')}</p>
        </div>
      )}
      {mutedNote && <p className="text-sm">{t(mutedNote)}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label={t('admin.giftCards.requests.buyer')}>{request.senderName}</Fact>
        <Fact label={t('admin.giftCards.requests.phone')}>
          <a
            href={`tel:${request.senderPhone.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {request.senderPhone}
          </a>
        </Fact>
        <Fact label={t('admin.giftCards.requests.buyerEmail')} wide>
          <a
            href={`mailto:${request.senderEmail}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {request.senderEmail}
          </a>
        </Fact>
        <Fact label={t('admin.giftCards.card.recipient')}>{request.recipientName}</Fact>
        <Fact label={t('admin.giftCards.details.designTheme')}>{t(`admin.giftCards.theme.${theme}`)}</Fact>
        <Fact label={t('admin.giftCards.details.recipientEmail')} wide>
          <span className="break-all">{request.recipientEmail}</span>
        </Fact>
        {request.message && (
          <Fact label={t('admin.giftCards.details.message')} wide>
            <span className="whitespace-pre-line">{request.message}</span>
          </Fact>
        )}
        <Fact label={t('admin.giftCards.requests.received')} wide>
          <time dateTime={request.createdAt}>{formatTimestamp(request.createdAt, timeZone, language)}</time>
        </Fact>
        {request.status === 'issued' && request.giftCardCode && (
          <Fact label={t('admin.giftCards.requests.code')} wide>
            <span className="font-mono font-semibold tracking-wide">{request.giftCardCode}</span>
          </Fact>
        )}
        {handledByStaff && (
          <Fact label={t('admin.giftCards.requests.handled')} wide>
            {t('admin.giftCards.requests.handledBy', {
              name: request.handledBy?.username ?? t('admin.giftCards.history.noStaff'),
              date: request.handledAt ? formatTimestamp(request.handledAt, timeZone, language) : '',
            })}
            {request.note && <span className="block whitespace-pre-line">{request.note}</span>}
          </Fact>
        )}
      </dl>
      {request.status === 'pending' && !request.paidOnline && (
        <div className="flex flex-wrap gap-2">
          <GuardedActionButton manage={manage} onClick={() => onIssue(request)}>
            {t('admin.giftCards.requests.issue')}
          </GuardedActionButton>
          <GuardedActionButton variant="ghostDanger" manage={manage} onClick={() => onDecline(request)}>
            {t('admin.giftCards.requests.decline')}
          </GuardedActionButton>
        </div>
      )}
      {mayRefund && canRefund(request) && (
        <Button
          size="sm"
          variant="secondary"
          className="w-fit max-sm:min-h-11"
          aria-haspopup="dialog"
          aria-label={t('admin.giftCards.requests.refundLabel', {
            amount: formatMoney(request.amount, language),
            name: request.senderName,
          })}
          onClick={() => onRefund(request)}
        >
          {t('admin.giftCards.requests.refund')}
        </Button>
      )}
    </li>
  );
}
