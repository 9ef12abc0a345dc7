import type { AdminMessageKey } from '@/i18n/admin';
import { useAdminI18n } from '@/lib/admin-i18n';

/** The order form's labels: a field's name marked "*" when required or "(optional)" when not. */
export function useFieldLabel() {
  const { t } = useAdminI18n();
  return {
    required: (key: AdminMessageKey) => t('admin.catering.form.required', { label: t(key) }),
    optional: (key: AdminMessageKey) => t('admin.catering.form.optional', { label: t(key) }),
  };
}
