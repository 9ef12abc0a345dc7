import type { FormEventHandler, ReactNode } from 'react';
import type { GiftCardLookupDto } from '@shared/schemas/gift-card';
import { DialogFormActions } from '@/components/admin/dialog-form-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminI18n } from '@/lib/admin-i18n';
import { FormError } from '@/components/ui/form-error';

/** What the card page gives each of a manager's card dialogs. */
export interface CardDialogProps {
  card: GiftCardLookupDto;
  open: boolean;
  onClose: () => void;
  onDone: (card: GiftCardLookupDto) => void;
}

interface CardActionDialogProps {
  title: ReactNode;
  description: ReactNode;
  submitLabel: string;
  /** A change that cannot be taken back: an alert dialog with a red submit button. */
  destructive?: boolean;
  /** From useCardAction. */
  open: boolean;
  changeOpen: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  serverError?: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The dialog around a manager's change to one card: its fields, a refusal on no field, Cancel and submit. */
export function CardActionDialog({
  open,
  title,
  description,
  submitLabel,
  destructive,
  changeOpen,
  onSubmit,
  busy,
  serverError,
  children,
}: CardActionDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* Radix sets role="dialog" and a role prop replaces it even when undefined, hence the spread. */}
      <DialogContent closeLabel={t('admin.close')} {...(destructive ? { role: 'alertdialog' } : {})}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
          {children}
          <FormError text={serverError} />
          <DialogFormActions
            onCancel={() => changeOpen(false)}
            busy={busy}
            submitLabel={submitLabel}
            busyLabel={t('admin.giftCards.saving')}
            submitVariant={destructive ? 'destructive' : undefined}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
