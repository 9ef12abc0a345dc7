import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { FormError } from '@/components/ui/form-error';

interface FormFooterProps {
  /** Some tab other than the open one holds a field to fix. */
  hiddenErrors: boolean;
  saving: boolean;
  editing: boolean;
  onCancel: () => void;
}

/** Cancel and save, kept in sight at the bottom of the dialog, with a word when another tab needs fixing. */
export function FormFooter({ hiddenErrors, saving, editing, onCancel }: FormFooterProps) {
  const { t } = useAdminI18n();
  return (
    <div className="sticky bottom-0 -mx-6 mt-6 grid gap-2 border-t border-border bg-card px-6 py-4">
      <FormError text={hiddenErrors ? t('admin.catering.form.fixErrors') : null} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('admin.catering.form.saving') : editing ? t('admin.common.update') : t('admin.common.create')}
        </Button>
      </div>
    </div>
  );
}
