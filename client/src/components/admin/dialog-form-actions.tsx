import { Button, type ButtonProps } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';

interface DialogFormActionsProps {
  onCancel: () => void;
  /** The form is being sent: the submit button is disabled and reads `busyLabel`. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** `destructive` for a change that cannot be taken back; the primary button otherwise. */
  submitVariant?: ButtonProps['variant'];
}

/** The foot of a back-office dialog's form: Cancel, then the submit button. */
export function DialogFormActions({ onCancel, busy, submitLabel, busyLabel, submitVariant }: DialogFormActionsProps) {
  const { t } = useAdminI18n();
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" variant={submitVariant} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
