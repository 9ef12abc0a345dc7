import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import { ORDERING } from '@shared/ordering-constants';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  menuItemSchema,
  type CategoryDto,
  type MenuItemDto,
  type MenuItemFormValues,
  type MenuItemInput,
} from '@shared/schemas/menu';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useSaveMenuItem } from '../api';
import type { Guard } from '../guard';
import { sameCategory } from '@/lib/same-category';
import { categoryChoices, emptyItemValues, formatTags, formFieldOf, itemToFormValues, parseTags } from '../menu-admin';
import { ImageUploader } from '@/components/admin/image-uploader';
import { OptionGroupsEditor } from './option-groups-editor';
import { FormError } from '@/components/ui/form-error';
import { useAdminToasts } from '@/components/admin/admin-toasts';

interface MenuItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dish being edited, or null to add one. */
  item: MenuItemDto | null;
  /** A new dish starts in this category (the filter being looked at). */
  defaultCategory: string | null;
  categories: readonly CategoryDto[];
  guard: Guard;
  allowed: boolean;
}

/** Add New Menu Item / Edit Menu Item: the whole form, checked with the server's own schema. */
export function MenuItemDialog({
  open,
  onOpenChange,
  item,
  defaultCategory,
  categories,
  guard,
  allowed,
}: MenuItemDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>{item ? t('admin.menu.form.editTitle') : t('admin.menu.form.addTitle')}</DialogTitle>
        <DialogDescription>{t('admin.menu.form.description')}</DialogDescription>
        <MenuItemForm
          key={item?.id ?? 'new'}
          item={item}
          defaultCategory={defaultCategory}
          categories={categories}
          guard={guard}
          allowed={allowed}
          onCancel={() => onOpenChange(false)}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface MenuItemFormProps {
  item: MenuItemDto | null;
  defaultCategory: string | null;
  categories: readonly CategoryDto[];
  guard: Guard;
  allowed: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

function MenuItemForm({ item, defaultCategory, categories, guard, allowed, onCancel, onSaved }: MenuItemFormProps) {
  const { t } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const save = useSaveMenuItem();
  const [uploading, setUploading] = useState(false);
  const imageLabelId = useId();
  const availableId = useId();
  const featuredId = useId();
  const orderableId = useId();
  const orderingTitleId = useId();
  const form = useForm<MenuItemFormValues, unknown, MenuItemInput>({
    resolver: zodResolver(menuItemSchema),
    defaultValues: item ? itemToFormValues(item) : emptyItemValues(defaultCategory),
  });
  const { register, handleSubmit, control, formState, reset } = form;
  const errors = formState.errors;
  const saving = formState.isSubmitting || save.isPending;

  const options = categoryChoices(categories, item);
  const initialCategory = item?.category ?? defaultCategory ?? '';
  const matched = options.find((option) => sameCategory(option.name, initialCategory));
  // The select shows the category in its stored spelling.
  useEffect(() => {
    if (matched && matched.name !== initialCategory) form.setValue('category', matched.name);
  }, [form, matched, initialCategory]);

  const onSubmit = async (input: MenuItemInput) => {
    try {
      await save.mutateAsync({ id: item?.id ?? null, input });
      succeeded(item ? t('admin.menu.toast.updated') : t('admin.menu.toast.created'));
      reset(emptyItemValues(defaultCategory));
      onSaved();
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: formFieldOf });
      failed(item ? t('admin.menu.toast.updateError') : t('admin.menu.toast.createError'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('admin.menu.form.name')} error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </Field>
        {TRANSLATED_LANGUAGES.map(({ code, nativeName }) => (
          <Field
            key={code}
            label={t('admin.menu.form.translatedName', { language: nativeName })}
            hint={t('admin.menu.form.translationHint', { language: nativeName })}
          >
            {(field) => <Input {...field} lang={code} autoComplete="off" {...register(`translations.${code}.name`)} />}
          </Field>
        ))}
        <Field label={t('admin.menu.form.price')} error={errors.price?.message} hint={t('admin.menu.form.priceHint')}>
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" {...register('price')} />}
        </Field>
        <Field label={t('admin.menu.form.category')} error={errors.category?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('category')}>
              <option value="" disabled hidden>
                {t('admin.menu.form.categoryPlaceholder')}
              </option>
              {options.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.enabled ? option.name : t('admin.menu.form.categoryOff', { name: option.name })}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t('admin.menu.form.descriptionField')} error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={3} {...register('description')} />}
        </Field>
        {TRANSLATED_LANGUAGES.map(({ code, nativeName }) => (
          <Field key={code} label={t('admin.menu.form.translatedDescription', { language: nativeName })}>
            {(field) => <Textarea {...field} lang={code} rows={3} {...register(`translations.${code}.description`)} />}
          </Field>
        ))}
      </div>

      <div className="grid gap-1.5">
        <p id={imageLabelId} className="text-sm font-semibold">
          {t('admin.menu.form.image')}
        </p>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageUploader
              value={field.value}
              onChange={field.onChange}
              labelId={imageLabelId}
              guard={guard}
              allowed={allowed}
              onBusyChange={setUploading}
            />
          )}
        />
        <FormError text={errors.image?.message} />
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={t('admin.menu.form.ingredients')}
          error={errors.ingredients?.message}
          hint={t('admin.menu.form.ingredientsHint')}
        >
          {(field) => <Textarea {...field} rows={2} className="min-h-16" {...register('ingredients')} />}
        </Field>
        {TRANSLATED_LANGUAGES.map(({ code, nativeName }) => (
          <Field key={code} label={t('admin.menu.form.translatedIngredients', { language: nativeName })}>
            {(field) => (
              <Textarea
                {...field}
                lang={code}
                rows={2}
                className="min-h-16"
                {...register(`translations.${code}.ingredients`)}
              />
            )}
          </Field>
        ))}
        <Field
          label={t('admin.menu.form.specials')}
          error={errors.specials?.message}
          hint={t('admin.menu.form.specialsHint')}
        >
          {(field) => <Input {...field} autoComplete="off" {...register('specials')} />}
        </Field>
        <Field
          label={t('admin.menu.form.tags')}
          error={errors.tags?.message ?? errors.tags?.root?.message}
          hint={t('admin.menu.form.tagsHint')}
        >
          {(field) => (
            <Controller
              control={control}
              name="tags"
              render={({ field: tags }) => (
                <TagsInput {...field} value={tags.value ?? []} onChange={tags.onChange} onBlur={tags.onBlur} />
              )}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="available"
          render={({ field }) => (
            <ToggleRow
              id={availableId}
              label={t('admin.menu.form.available')}
              hint={t('admin.menu.form.availableHint')}
              checked={field.value ?? true}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <ToggleRow
              id={featuredId}
              label={t('admin.menu.form.featured')}
              hint={t('admin.menu.form.featuredHint')}
              checked={field.value === 1}
              onChange={(on) => field.onChange(on ? 1 : 0)}
            />
          )}
        />
      </div>

      <section aria-labelledby={orderingTitleId} className="grid gap-4 rounded-xl border border-border p-4">
        <h3 id={orderingTitleId} className="text-base font-semibold">
          {t('admin.menu.ordering.title')}
        </h3>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="orderableOnline"
            render={({ field }) => (
              <ToggleRow
                id={orderableId}
                label={t('admin.menu.ordering.orderable')}
                hint={t('admin.menu.ordering.orderableHint')}
                checked={field.value ?? true}
                onChange={field.onChange}
              />
            )}
          />
          <Field
            label={t('admin.menu.ordering.kitchenLoad')}
            hint={t('admin.menu.ordering.kitchenLoadHint')}
            error={errors.kitchenLoad?.message}
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={1}
                max={ORDERING.maxKitchenLoad}
                className="max-w-32"
                {...register('kitchenLoad', { valueAsNumber: true })}
              />
            )}
          </Field>
        </div>
        <OptionGroupsEditor form={form} />
      </section>

      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" {...guard} disabled={!allowed || saving || uploading}>
          {saving ? t('admin.menu.form.saving') : item ? t('admin.common.update') : t('admin.common.create')}
        </Button>
      </div>
    </form>
  );
}

function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

interface TagsInputProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
}

/** Tags typed as "vegan, spicy": the text is kept as typed, the form gets the parsed list. */
function TagsInput({ value, onChange, onBlur, ...field }: TagsInputProps) {
  const [text, setText] = useState(() => formatTags(value));
  const [seen, setSeen] = useState(value);
  // The form's value changed from outside (a reset): show its tags again.
  if (seen !== value) {
    setSeen(value);
    if (formatTags(parseTags(text)) !== formatTags(value)) setText(formatTags(value));
  }
  return (
    <Input
      {...field}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseTags(event.target.value));
      }}
      onBlur={() => {
        setText(formatTags(parseTags(text)));
        onBlur();
      }}
    />
  );
}
