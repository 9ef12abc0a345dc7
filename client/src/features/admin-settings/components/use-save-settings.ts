import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form';
import type { AdminSettingsDto, SettingsUpdateInput } from '@shared/schemas/settings';
import { ApiRequestError } from '@/lib/api-request';
import { useAdminI18n } from '@/lib/admin-i18n';
import { toast } from '@/lib/toast';
import { useUpdateSettings } from '../api';
import { fieldErrorsUnder } from '../field-errors';

interface SaveOptions<TValues extends FieldValues> {
  /** The setting the form edits ("weeklyHours"), or '' when its fields are settings themselves. */
  prefix: keyof SettingsUpdateInput | '';
  setError: UseFormSetError<TValues>;
  reset: UseFormReset<TValues>;
  /** The saved values as the form holds them, from the server's answer. */
  pick: (settings: AdminSettingsDto) => TValues;
  successTitle: string;
}

/** Saves one card: success toast and fresh values, or the server's field errors on the fields. */
export function useSaveSettings<TValues extends FieldValues>({ prefix, setError, reset, pick, successTitle }: SaveOptions<TValues>) {
  const { t } = useAdminI18n();
  const update = useUpdateSettings();

  const save = async (input: SettingsUpdateInput) => {
    try {
      const settings = await update.mutateAsync(input);
      reset(pick(settings));
      toast({ title: successTitle, description: t('admin.settings.saved.body'), variant: 'success' });
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? fieldErrorsUnder(error.fieldErrors, prefix) : [];
      fieldErrors.forEach(({ path, message }, index) =>
        setError((path || 'root.server') as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      const description =
        fieldErrors.length > 0
          ? t('admin.settings.saveFailed.fields')
          : error instanceof ApiRequestError
            ? error.serverMessage
            : t('admin.settings.saveFailed.body');
      toast({ title: t('admin.settings.saveFailed.title'), description, variant: 'destructive' });
    }
  };

  return { save, saving: update.isPending };
}
