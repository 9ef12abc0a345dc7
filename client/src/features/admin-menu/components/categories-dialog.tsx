import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import { categorySchema, type CategoryDto, type CategoryInput } from '@shared/schemas/menu';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { useAdminCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api';
import type { Guard } from '../guard';
import { categoryFieldOf, categoryFormValues, inDisplayOrder, type CategoryFormValues } from '../menu-admin';
import { CategoryNamesForm } from './category-names-form';
import { CategoryTranslatedNames } from './category-translated-names';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** The refusals whose reason is repeated: a duplicate name, a category still in use. */
const CONFLICT = [409];

interface CategoriesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guard: Guard;
  allowed: boolean;
}

/** Manage Categories: add one, edit a category's names, switch categories on or off, delete an empty custom one. */
export function CategoriesDialog({ open, onOpenChange, guard, allowed }: CategoriesDialogProps) {
  const { t } = useAdminI18n();
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const inputId = useId();
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues: categoryFormValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const blank = !useWatch({ control: form.control, name: 'name' })?.trim();
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);
  // The category whose names are being edited; when its form closes, focus goes back to its Edit button.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editedId = useRef<number | null>(null);

  useEffect(() => {
    if (editingId !== null || editedId.current === null) return;
    document.getElementById(`${inputId}-edit-${editedId.current}`)?.focus();
    editedId.current = null;
  }, [editingId, inputId]);

  const { succeeded: saved, failed: toastFailure } = useAdminToasts();
  // A name the server refuses (400), a name taken or a category still in use (409) is told in the server's words.
  const failed = (error: unknown, fallback: string, told: readonly number[] = CONFLICT) =>
    toastFailure(errorMessage(error, fallback, told));

  const add = async (input: CategoryInput) => {
    if (!allowed) return;
    try {
      await create.mutateAsync(input);
      form.reset();
      saved(t('admin.menu.categories.created'));
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: categoryFieldOf });
      failed(error, t('admin.menu.categories.createError'), [400, 409]);
    }
  };

  const setEnabled = (category: CategoryDto, enabled: boolean) =>
    update.mutate(
      { id: category.id, input: { enabled } },
      {
        onSuccess: () => saved(t('admin.menu.categories.updated')),
        onError: (error) => failed(error, t('admin.menu.categories.updateError')),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => saved(t('admin.menu.categories.deleted')),
      onError: (error) => failed(error, t('admin.menu.categories.deleteError')),
      onSettled: () => setDeleting(null),
    });
  };

  const list = inDisplayOrder(categories.data ?? []);
  const custom = list.filter((category) => !category.builtIn);
  const builtIn = list.filter((category) => category.builtIn);
  const pendingId = update.isPending ? update.variables?.id : undefined;

  const row = (category: CategoryDto) => {
    const switchLabel = t('admin.menu.categories.enabledLabel', { name: category.name });
    if (editingId === category.id) {
      return (
        <li key={category.id} className="px-3 py-3">
          <CategoryNamesForm
            category={category}
            onDone={() => {
              editedId.current = category.id;
              setEditingId(null);
            }}
          />
        </li>
      );
    }
    return (
      <li key={category.id} className="flex min-h-14 items-center gap-3 px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold">{category.name}</span>
            {TRANSLATED_LANGUAGES.map(({ code }) =>
              category.translations[code]?.name ? (
                <span key={code} lang={code} className="break-words text-muted-foreground">
                  {category.translations[code].name}
                </span>
              ) : null,
            )}
            {category.builtIn && <Badge tone="info">{t('admin.menu.categories.builtIn')}</Badge>}
            {!category.enabled && <Badge tone="neutral">{t('admin.menu.categories.hidden')}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('admin.menu.categories.itemCount', { count: category.itemCount })}
          </p>
        </div>
        <Button
          id={`${inputId}-edit-${category.id}`}
          variant="ghost"
          size="iconLarge"
          aria-label={t('admin.menu.categories.editLabel', { name: category.name })}
          onClick={() => setEditingId(category.id)}
          {...guard}
          disabled={!allowed}
        >
          <PencilIcon />
        </Button>
        <Switch
          checked={category.enabled}
          onCheckedChange={(enabled) => setEnabled(category, enabled)}
          aria-label={switchLabel}
          {...guard}
          disabled={!allowed || pendingId === category.id}
        />
        {!category.builtIn && (
          <Button
            variant="ghostDanger"
            size="iconLarge"
            aria-label={t('admin.menu.categories.deleteLabel', { name: category.name })}
            onClick={() => setDeleting(category)}
            {...guard}
          >
            <TrashIcon />
          </Button>
        )}
      </li>
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('admin.close')} className="sm:max-w-xl">
          <DialogTitle>{t('admin.menu.categories.title')}</DialogTitle>
          <DialogDescription>{t('admin.menu.categories.description')}</DialogDescription>

          <form noValidate onSubmit={form.handleSubmit(add)} className="mt-5 grid gap-3">
            <Field label={t('admin.menu.categories.newName')} error={errors.name?.message}>
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    {...control}
                    maxLength={60}
                    autoComplete="off"
                    placeholder={t('admin.menu.categories.newNamePlaceholder')}
                    {...guard}
                    disabled={!allowed}
                    {...form.register('name')}
                  />
                  <Button type="submit" className="shrink-0" {...guard} disabled={!allowed || blank || isSubmitting}>
                    <PlusIcon />
                    {isSubmitting ? t('admin.menu.categories.adding') : t('admin.menu.categories.add')}
                  </Button>
                </div>
              )}
            </Field>
            <CategoryTranslatedNames
              register={form.register}
              errors={errors}
              guard={{ ...guard, disabled: !allowed }}
            />
          </form>

          {categories.isPending ? (
            <div className="mt-6">
              <ListLoading label={t('admin.menu.categories.loading')} />
            </div>
          ) : categories.isError ? (
            <div className="mt-6">
              <ListLoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
            </div>
          ) : (
            <div className="mt-6 grid gap-6">
              <section aria-labelledby={`${inputId}-custom`}>
                <h3 id={`${inputId}-custom`} className="text-base font-semibold">
                  {t('admin.menu.categories.custom')}
                </h3>
                {custom.length === 0 ? (
                  <p className="mt-2 text-sm text-muted-foreground">{t('admin.menu.categories.noCustom')}</p>
                ) : (
                  <ul className="mt-2 divide-y divide-border rounded-xl border border-border">{custom.map(row)}</ul>
                )}
              </section>
              <section aria-labelledby={`${inputId}-builtin`}>
                <h3 id={`${inputId}-builtin`} className="text-base font-semibold">
                  {t('admin.menu.categories.builtInTitle')}
                </h3>
                <ul className="mt-2 divide-y divide-border rounded-xl border border-border">{builtIn.map(row)}</ul>
              </section>
            </div>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={t('admin.menu.categories.deleteDescription', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
