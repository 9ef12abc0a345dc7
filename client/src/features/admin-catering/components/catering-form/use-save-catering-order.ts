import type { UseFormSetError } from 'react-hook-form';
import type { CateringFormValues, CateringInput, CateringOrderDto } from '@shared/schemas/catering';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useCreateCateringOrder, useUpdateCateringOrder } from '../../api';
import { fieldOfPath, orderUpdate } from '../../catering-form-model';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface SaveOptions {
  form: { setError: UseFormSetError<CateringFormValues> };
  /** Given the fields the server refused, to bring the first into view (it may sit on a hidden tab). */
  onFieldErrors: (fields: string[]) => void;
  onSaved: () => void;
}

/** Saves the form: creates a new order or updates `order`, and says how it went. */
export function useSaveCateringOrder(order: CateringOrderDto | null, { form, onFieldErrors, onSaved }: SaveOptions) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const create = useCreateCateringOrder();
  const update = useUpdateCateringOrder();

  return async (input: CateringInput) => {
    try {
      if (order) await update.mutateAsync({ id: order.id, input: orderUpdate(order, input) });
      else await create.mutateAsync(input);
      succeeded(order ? t('admin.catering.toast.updated') : t('admin.catering.toast.created'));
      onSaved();
    } catch (error) {
      onFieldErrors(applyServerErrors(form, error, { fieldOf: fieldOfPath, focus: false }));
      failed(order ? t('admin.catering.toast.updateFailed') : t('admin.catering.toast.createFailed'));
    }
  };
}
