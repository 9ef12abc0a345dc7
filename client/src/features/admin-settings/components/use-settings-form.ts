import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { AdminSettingsDto, SettingsUpdateInput } from '@shared/schemas/settings';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateSettings } from '../api';

/** The Settings cards that hold a form; each has its texts under `admin.settings.<name>.`. */
export type SettingsFormName =
  | 'hours'
  | 'booking'
  | 'features'
  | 'cardPayments'
  | 'ordering'
  | 'giftCardExpiry'
  | 'language'
  | 'business';

interface SettingsFormOptions<TValues extends FieldValues, TOutput> {
  name: SettingsFormName;
  /** The stored values, as the form holds them. */
  defaultValues: DefaultValues<TValues>;
  resolver?: Resolver<TValues, unknown, TOutput>;
  /**
   * The setting the form edits ("weeklyHours"): the server keys its field errors from the
   * settings root ("weeklyHours.monday.close"). None when the form's fields are settings themselves.
   */
  prefix?: keyof SettingsUpdateInput;
  /** The form field a server path belongs to; by default every path is a field name. */
  fieldOf?: (path: string) => Path<TValues> | null;
  /** What a save sends: `(values) => ({ weeklyHours: values })`. */
  toUpdate: (values: TOutput) => SettingsUpdateInput;
  /** The saved values as the form holds them, from the server's answer. */
  pick: (settings: AdminSettingsDto) => TValues;
}

/**
 * One settings card's form and its save: a success toast and the stored values back in the
 * form, or the server's field errors on the fields (a message on the setting itself as the
 * form's root error) and a toast saying what went wrong. Spread `card` on <SettingsFormCard>.
 */
export function useSettingsForm<TValues extends FieldValues, TOutput = TValues>({
  name,
  defaultValues,
  resolver,
  prefix,
  fieldOf,
  toUpdate,
  pick,
}: SettingsFormOptions<TValues, TOutput>) {
  const { t } = useAdminI18n();
  const update = useUpdateSettings();
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const settings = await update.mutateAsync(toUpdate(values));
      form.reset(pick(settings));
      toast({
        title: t(`admin.settings.${name}.saved`),
        description: t('admin.settings.saved.body'),
        variant: 'success',
      });
    } catch (error) {
      const texts = { fields: t('admin.settings.saveFailed.fields'), fallback: t('admin.settings.saveFailed.body') };
      toast({
        title: t('admin.settings.saveFailed.title'),
        description:
          applyServerErrors(form, error, { prefix, fieldOf }).length > 0
            ? texts.fields
            : errorMessage(error, texts.fallback),
        variant: 'destructive',
      });
    }
  });

  return { form, card: { name, control: form.control, onSubmit } };
}
