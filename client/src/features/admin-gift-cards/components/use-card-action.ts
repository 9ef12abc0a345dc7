import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { GiftCardLookupDto } from '@shared/schemas/gift-card';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerErrors, onlyFields } from '@/lib/apply-server-errors';
import type { CardDialogProps } from './card-action-dialog';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface CardActionOptions<TValues extends FieldValues, TInput> {
  form: UseFormReturn<TValues, unknown, TInput>;
  /** The card's mutation from ../api. */
  mutation: { mutateAsync: (variables: { id: number; input: TInput }) => Promise<GiftCardLookupDto> };
  /** The success toast's title and text, about the card as saved. */
  doneToast: (updated: GiftCardLookupDto) => { title: string; description: string };
  /** The failure toast's text when the server gave no message of its own. */
  failedText: string;
  /** Where a refusal that names no field is shown, and the fields the server may name. */
  refusalField: Path<TValues> | `root.${string}`;
  fields: readonly Path<TValues>[];
  /** Closing is ignored while the request is on its way. */
  stayOpenWhileSending?: boolean;
}

/**
 * A manager's change to one card from a dialog: the save with its toasts, refusals shown on the
 * form, and closing that forgets what was typed. Spread the result on <CardActionDialog>.
 */
export function useCardAction<TValues extends FieldValues, TInput>(
  { card, open, onClose, onDone }: CardDialogProps,
  options: CardActionOptions<TValues, TInput>,
) {
  const { form, mutation, doneToast, failedText, refusalField, fields, stayOpenWhileSending } = options;
  const { failed } = useAdminToasts();

  const changeOpen = (next: boolean) => {
    if (next || (stayOpenWhileSending && form.formState.isSubmitting)) return;
    form.reset();
    onClose();
  };

  const submit = async (input: TInput) => {
    try {
      const updated = await mutation.mutateAsync({ id: card.id, input });
      toast({ ...doneToast(updated), variant: 'success' });
      form.reset();
      onDone(updated);
    } catch (error) {
      if (
        applyServerErrors(form, error, { fieldOf: onlyFields<TValues>(fields), otherRefusalOn: refusalField })
          .length === 0
      ) {
        failed(errorMessage(error, failedText));
      }
    }
  };

  return {
    open,
    changeOpen,
    onSubmit: form.handleSubmit(submit),
    busy: form.formState.isSubmitting,
    serverError: form.formState.errors.root?.server?.message,
  };
}
