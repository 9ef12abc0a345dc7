import { useState } from 'react';
import type { GiftCardLookupDto } from '@shared/schemas/gift-card';
import { useGuard } from '@/components/admin/admin-context';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { ExtendExpiryDialog } from './extend-expiry-dialog';
import { VoidCardDialog } from './void-card-dialog';

interface CardManagerActionsProps {
  card: GiftCardLookupDto;
  onChanged: (card: GiftCardLookupDto) => void;
  permissionNoteId: string;
}

type OpenDialog = 'adjust' | 'void' | 'extend' | null;

/** Adjust, Void and Extend expiry: for admins and managers; shown disabled, with the reason, to staff. */
export function CardManagerActions({ card, onChanged, permissionNoteId }: CardManagerActionsProps) {
  const { t } = useAdminI18n();
  const manage = useGuard('giftCards.manage', permissionNoteId);
  const [open, setOpen] = useState<OpenDialog>(null);
  const isVoid = card.status === 'void';
  const close = () => setOpen(null);
  const done = (updated: GiftCardLookupDto) => {
    onChanged(updated);
    close();
  };

  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('admin.giftCards.manage.title')}</h3>
      <div className="flex flex-wrap gap-2">
        <GuardedActionButton variant="secondary" manage={manage} disabled={isVoid} onClick={() => setOpen('adjust')}>
          {t('admin.giftCards.manage.adjust')}
        </GuardedActionButton>
        <GuardedActionButton variant="secondary" manage={manage} disabled={isVoid} onClick={() => setOpen('extend')}>
          {t('admin.giftCards.manage.extend')}
        </GuardedActionButton>
        <GuardedActionButton variant="ghostDanger" manage={manage} disabled={isVoid} onClick={() => setOpen('void')}>
          {t('admin.giftCards.manage.void')}
        </GuardedActionButton>
      </div>
      {manage.allowed && (
        <>
          <AdjustBalanceDialog card={card} open={open === 'adjust'} onClose={close} onDone={done} />
          <ExtendExpiryDialog
            key={card.expiresAt ?? 'never'}
            card={card}
            open={open === 'extend'}
            onClose={close}
            onDone={done}
          />
          <VoidCardDialog card={card} open={open === 'void'} onClose={close} onDone={done} />
        </>
      )}
    </div>
  );
}
