import { useMemo, useState } from 'react';
import type { GiftCardRequestDto } from '@shared/schemas/gift-card';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useGiftCardRequests, useIssueGiftCardRequest } from '../api';
import { canRefund, isUnpaidCheckout, sortRequests } from '../gift-card-logic';
import { DeclineRequestDialog } from './decline-request-dialog';
import { GiftCardRequestItem } from './gift-card-request-item';
import { RefundRequestDialog } from './refund-request-dialog';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface GiftCardRequestsProps {
  permissionNoteId: string;
}

/**
 * Requests from the website's form. Paid by phone: the buyer is phoned to pay, then the card is
 * issued in one click. Paid online: the card went out with the payment; one still unused can be
 * refunded. Checkouts left unpaid stay out of the way until asked for.
 */
export function GiftCardRequests({ permissionNoteId }: GiftCardRequestsProps) {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const requests = useGiftCardRequests({ enabled: true });
  const issue = useIssueGiftCardRequest();
  const [issuing, setIssuing] = useState<GiftCardRequestDto | null>(null);
  const [declining, setDeclining] = useState<GiftCardRequestDto | null>(null);
  const [refunding, setRefunding] = useState<GiftCardRequestDto | null>(null);
  const [showUnpaid, setShowUnpaid] = useState(false);
  const sorted = useMemo(() => sortRequests(requests.data ?? []), [requests.data]);
  const pending = sorted.filter((request) => request.status === 'pending').length;
  const unpaid = sorted.filter(isUnpaidCheckout).length;
  const shown = showUnpaid ? sorted : sorted.filter((request) => !isUnpaidCheckout(request));

  const confirmIssue = async () => {
    if (!issuing) return;
    try {
      const { card } = await issue.mutateAsync(issuing.id);
      toast({
        title: t('admin.giftCards.requests.issued'),
        description: t('admin.giftCards.requests.issuedBody', { code: card.code, name: card.recipientName }),
        variant: 'success',
      });
    } catch (error) {
      failed(errorMessage(error, t('admin.giftCards.requests.issueFailed')));
    }
    setIssuing(null);
  };

  return (
    <AdminPanel
      id="gift-card-requests"
      title={
        pending > 0
          ? t('admin.giftCards.requests.titlePending', { count: pending })
          : t('admin.giftCards.requests.title')
      }
      description={t('admin.giftCards.requests.description')}
    >
      {requests.isPending ? (
        <ListLoading label={t('admin.giftCards.requests.loading')} />
      ) : requests.isError ? (
        <ListLoadError onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      ) : sorted.length === 0 ? (
        <p className="text-muted-foreground">{t('admin.giftCards.requests.empty')}</p>
      ) : (
        <div className="grid gap-3">
          {shown.length === 0 ? (
            <p className="text-muted-foreground">{t('admin.giftCards.requests.onlyUnpaid')}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {shown.map((request) => (
                <GiftCardRequestItem
                  key={request.id}
                  request={request}
                  permissionNoteId={permissionNoteId}
                  onIssue={setIssuing}
                  onDecline={setDeclining}
                  onRefund={setRefunding}
                />
              ))}
            </ul>
          )}
          {unpaid > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="w-fit max-sm:min-h-11"
              aria-expanded={showUnpaid}
              onClick={() => setShowUnpaid((open) => !open)}
            >
              {showUnpaid
                ? t('admin.giftCards.requests.hideUnpaid')
                : t('admin.giftCards.requests.showUnpaid', { count: unpaid })}
            </Button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={issuing !== null}
        onOpenChange={(next) => !next && !issue.isPending && setIssuing(null)}
        title={t('admin.giftCards.requests.confirmTitle')}
        description={
          issuing
            ? t('admin.giftCards.requests.confirmBody', {
                amount: formatMoney(issuing.amount, language),
                buyer: issuing.senderName,
                recipient: issuing.recipientName,
                email: issuing.recipientEmail,
              })
            : ''
        }
        confirmLabel={t('admin.giftCards.requests.issue')}
        cancelLabel={t('admin.common.cancel')}
        pendingLabel={t('admin.giftCards.requests.issuing')}
        pending={issue.isPending}
        tone="primary"
        onConfirm={() => void confirmIssue()}
      />
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} />
      {refunding?.paymentId != null && canRefund(refunding) && (
        <RefundRequestDialog
          request={{ ...refunding, paymentId: refunding.paymentId }}
          onClose={() => setRefunding(null)}
        />
      )}
    </AdminPanel>
  );
}
