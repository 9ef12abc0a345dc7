import { useState } from 'react';
import type { AdminOnlineOrderDto, OrderGiftCardDto } from '@shared/schemas/ordering';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useReturnGiftCardPart } from '../api';

/**
 * A manager gives a finished order's gift card part back to the card, asked first. Offered once
 * nothing of its card payment is left to refund: the bank card first, then the gift card.
 */
export function GiftCardReturnButton({ order, giftCard }: { order: AdminOnlineOrderDto; giftCard: OrderGiftCardDto }) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const [open, setOpen] = useState(false);
  const mutation = useReturnGiftCardPart();
  const words = { amount: formatMoney(giftCard.amount, language), last4: giftCard.last4 };

  const onConfirm = async () => {
    try {
      const answer = await mutation.mutateAsync(order.id);
      if (answer.giftCardReturn === 'card_void') failed(t('admin.orders.giftCardReturn.cardVoid', words));
      else succeeded(t('admin.orders.giftCardReturn.done', { ...words, number: order.orderNumber }));
      setOpen(false);
    } catch (error) {
      failed(errorMessage(error, t('admin.orders.giftCardReturn.failed')));
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        className="w-fit"
        aria-haspopup="dialog"
        aria-label={t('admin.orders.giftCardReturn.openLabel', { ...words, number: order.orderNumber })}
        onClick={() => setOpen(true)}
      >
        {t('admin.orders.giftCardReturn.open', words)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !mutation.isPending && setOpen(next)}
        title={t('admin.orders.giftCardReturn.title', { number: order.orderNumber })}
        description={t('admin.orders.giftCardReturn.description', words)}
        confirmLabel={t('admin.orders.giftCardReturn.confirm', words)}
        cancelLabel={t('admin.common.cancel')}
        pendingLabel={t('admin.orders.giftCardReturn.sending')}
        pending={mutation.isPending}
        tone="primary"
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
