import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { categoryUpdateSchema, type CategoryDto, type CategoryUpdateInput } from '@shared/schemas/menu';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { useUpdateCategory } from '../api';
import { categoryFieldOf, categoryFormValues, type CategoryFormValues } from '../menu-admin';
import { CategoryTranslatedNames } from './category-translated-names';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface CategoryNamesFormProps {
  category: CategoryDto;
  /** Saved or cancelled: the row shows the names again. */
  onDone: () => void;
}

/**
 * An existing category's names, English and each other language side by side. A built-in
 * category keeps its English name (the server refuses to rename it); its translations can change.
 * A translation left empty shows the English name on that language's menu.
 */
export function CategoryNamesForm({ category, onDone }: CategoryNamesFormProps) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const update = useUpdateCategory();
  const form = useForm<CategoryFormValues, unknown, CategoryUpdateInput>({
    // The name is always in the form (a built-in category's as stored, never sent).
    resolver: zodResolver(categoryUpdateSchema.required({ name: true })),
    defaultValues: categoryFormValues(category),
  });
  const { errors, isSubmitting } = form.formState;
  const blank = !useWatch({ control: form.control, name: 'name' })?.trim();

  const save = async ({ name, translations }: CategoryUpdateInput) => {
    try {
      await update.mutateAsync({
        id: category.id,
        input: category.builtIn ? { translations } : { name, translations },
      });
      succeeded(t('admin.menu.categories.updated'));
      onDone();
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: categoryFieldOf });
      // A name the server refuses (400) or another category has (409) is told in its words.
      failed(errorMessage(error, t('admin.menu.categories.updateError'), [400, 409]));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      aria-label={t('admin.menu.categories.namesOf', { name: category.name })}
      className="grid gap-2"
    >
      {!category.builtIn && (
        <Field label={t('admin.menu.form.name')} error={errors.name?.message}>
          {(control) => <Input {...control} maxLength={60} autoComplete="off" autoFocus {...form.register('name')} />}
        </Field>
      )}
      <CategoryTranslatedNames register={form.register} errors={errors} autoFocusFirst={category.builtIn} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={blank || isSubmitting}>
          {isSubmitting ? t('admin.menu.categories.saving') : t('admin.common.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
