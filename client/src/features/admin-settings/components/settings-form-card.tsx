import type { FormEventHandler, ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { AdminPanel } from '@/components/admin/admin-panel';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSettingsLock } from './use-settings-lock';
import type { SettingsFormName } from './use-settings-form';
import { FormError } from '@/components/ui/form-error';

interface SettingsFormCardProps<TValues extends FieldValues, TOutput> {
  /** Names the card's texts: its title, description and the Save button's accessible name ("Save weekly hours"). */
  name: SettingsFormName;
  control: Control<TValues, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A card of the Settings section holding one form: its fields, the server's message about the
 * setting as a whole, and its own Save button (disabled for a role that may only look).
 */
export function SettingsFormCard<TValues extends FieldValues, TOutput>({
  name,
  control,
  onSubmit,
  children,
}: SettingsFormCardProps<TValues, TOutput>) {
  const { t } = useAdminI18n();
  const { allowed, guard } = useSettingsLock();
  const { isSubmitting, errors } = useFormState({ control });
  const rootError = errors.root?.server?.message;

  return (
    <AdminPanel
      id={`settings-${name}`}
      title={t(`admin.settings.${name}.title`)}
      description={t(`admin.settings.${name}.description`)}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-6">
        {children}
        <FormError text={rootError} />
        <div className="flex justify-end border-t border-border pt-4">
          <Button
            type="submit"
            aria-label={t(`admin.settings.${name}.save`)}
            {...guard}
            disabled={!allowed || isSubmitting}
            className="max-sm:w-full"
          >
            {isSubmitting ? t('admin.settings.saving') : t('admin.common.save')}
          </Button>
        </div>
      </form>
    </AdminPanel>
  );
}
