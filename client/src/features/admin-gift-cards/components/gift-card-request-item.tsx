import type { ReactNode } from 'react';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { useAdminContext, useGuard } from '@/components/admin/admin-context';
import { Badge } from '@/components/ui/badge';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { giftCardTheme } from '@/lib/gift-card';
import { formatMoney } from '@/lib/format';
import { formatTimestamp } from '@/lib/format-date';

interface GiftCardRequestItemProps {
  request: GiftCardRequestDto;
  permissionNoteId: string;
  onIssue: (request: GiftCardRequestDto) => void;
  onDecline: (request: GiftCardRequestDto) => void;
}

const TONES = { pending: 'warning', issued: 'success', declined: 'neutral' } as const;

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One request: amount, design, recipient, the buyer to phone, the message; Issue card and Decline while pending. */
export function GiftCardRequestItem({ request, permissionNoteId, onIssue, onDecline }: GiftCardRequestItemProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useGuard('giftCards.manage', permissionNoteId);
  const theme = giftCardTheme(request.designTheme);

  return (
    <li
      aria-label={t('admin.giftCards.requests.itemLabel', {
        name: request.senderName,
        amount: formatMoney(request.amount, language),
      })}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-display text-2xl font-semibold tabular-nums">{formatMoney(request.amount, language)}</p>
        <Badge tone={TONES[request.status]}>{t(`admin.giftCards.requests.status.${request.status}`)}</Badge>
      </div>
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
        {request.status !== 'pending' && (
          <Fact label={t('admin.giftCards.requests.handled')} wide>
            {t('admin.giftCards.requests.handledBy', {
              name: request.handledBy?.username ?? t('admin.giftCards.history.noStaff'),
              date: request.handledAt ? formatTimestamp(request.handledAt, timeZone, language) : '',
            })}
            {request.note && <span className="block whitespace-pre-line">{request.note}</span>}
          </Fact>
        )}
      </dl>
      {request.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <GuardedActionButton manage={manage} onClick={() => onIssue(request)}>
            {t('admin.giftCards.requests.issue')}
          </GuardedActionButton>
          <GuardedActionButton variant="ghostDanger" manage={manage} onClick={() => onDecline(request)}>
            {t('admin.giftCards.requests.decline')}
          </GuardedActionButton>
        </div>
      )}
    </li>
  );
}
