import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import { ORDERING } from '@shared/ordering-constants';
import type { MenuItemFormValues, MenuItemInput } from '@shared/schemas/menu';
import { useId } from 'react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { emptyOptionGroup, emptyOptionValue } from '../menu-admin';

type MenuForm = UseFormReturn<MenuItemFormValues, unknown, MenuItemInput>;

/** A message on a list itself (too many, none), set by the schema or by the server. */
function listError(error: unknown): string | undefined {
  const list = error as (FieldError & { root?: FieldError }) | undefined;
  return list?.message ?? list?.root?.message;
}

/** A dish's option groups: add and remove groups, and in each its choices. */
export function OptionGroupsEditor({ form }: { form: MenuForm }) {
  const { t } = useAdminI18n();
  const titleId = useId();
  const groups = useFieldArray({ control: form.control, name: 'options' });
  const error = listError(form.formState.errors.options);

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div>
        <h3 id={titleId} className="text-base font-semibold">
          {t('admin.menu.options.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('admin.menu.options.hint')}</p>
      </div>
      {groups.fields.length === 0 && <p className="text-sm text-muted-foreground">{t('admin.menu.options.none')}</p>}
      <ol className="grid gap-3">
        {groups.fields.map((group, index) => (
          <li key={group.id}>
            <OptionGroup form={form} index={index} onRemove={() => groups.remove(index)} />
          </li>
        ))}
      </ol>
      <FormError text={error} />
      {groups.fields.length < ORDERING.maxOptionGroups && (
        <Button variant="secondary" className="justify-self-start" onClick={() => groups.append(emptyOptionGroup())}>
          <PlusIcon />
          {t('admin.menu.options.addGroup')}
        </Button>
      )}
    </section>
  );
}

function OptionGroup({ form, index, onRemove }: { form: MenuForm; index: number; onRemove: () => void }) {
  const { t } = useAdminI18n();
  const legendId = useId();
  const { register } = form;
  const values = useFieldArray({ control: form.control, name: `options.${index}.values` });
  const errors = form.formState.errors.options?.[index];
  const number = index + 1;

  return (
    <fieldset aria-labelledby={legendId} className="grid gap-3 rounded-xl border border-border p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 id={legendId} className="text-sm font-semibold">
          {t('admin.menu.options.group', { number })}
        </h4>
        <Button
          variant="ghostDanger"
          size="icon"
          aria-label={t('admin.menu.options.removeGroupLabel', { number })}
          onClick={onRemove}
        >
          <TrashIcon />
        </Button>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <Field label={t('admin.menu.options.groupName')} error={errors?.name?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register(`options.${index}.name`)} />}
        </Field>
        {TRANSLATED_LANGUAGES.map(({ code, nativeName }) => (
          <Field
            key={code}
            label={t('admin.menu.options.groupNameTranslated', { language: nativeName })}
            error={errors?.translations?.[code]?.name?.message}
          >
            {(field) => (
              <Input
                {...field}
                lang={code}
                autoComplete="off"
                {...register(`options.${index}.translations.${code}.name`)}
              />
            )}
          </Field>
        ))}
        <Field
          label={t('admin.menu.options.minChoices')}
          hint={t('admin.menu.options.minChoicesHint')}
          error={errors?.minChoices?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              max={ORDERING.maxOptionValues}
              {...register(`options.${index}.minChoices`, { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('admin.menu.options.maxChoices')} error={errors?.maxChoices?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={ORDERING.maxOptionValues}
              {...register(`options.${index}.maxChoices`, { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-2">
        <p className="text-sm font-semibold">{t('admin.menu.options.values')}</p>
        <ol className="grid gap-2">
          {values.fields.map((value, valueIndex) => (
            <li key={value.id}>
              <OptionValue
                form={form}
                groupIndex={index}
                index={valueIndex}
                onRemove={values.fields.length > 1 ? () => values.remove(valueIndex) : undefined}
              />
            </li>
          ))}
        </ol>
        <FormError text={listError(errors?.values)} />
        {values.fields.length < ORDERING.maxOptionValues && (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => values.append(emptyOptionValue())}
          >
            <PlusIcon />
            {t('admin.menu.options.addValue')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

interface OptionValueProps {
  form: MenuForm;
  groupIndex: number;
  index: number;
  /** Absent for a group's only choice: a group keeps at least one. */
  onRemove?: () => void;
}

function OptionValue({ form, groupIndex, index, onRemove }: OptionValueProps) {
  const { t } = useAdminI18n();
  const defaultId = useId();
  const { register } = form;
  const path = `options.${groupIndex}.values.${index}` as const;
  const errors = form.formState.errors.options?.[groupIndex]?.values?.[index];

  return (
    <div
      role="group"
      aria-label={t('admin.menu.options.value', { number: index + 1 })}
      className="grid items-start gap-2 rounded-lg bg-muted/40 p-2 sm:grid-cols-2 sm:p-3"
    >
      <Field label={t('admin.menu.options.valueName')} error={errors?.name?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register(`${path}.name`)} />}
      </Field>
      {TRANSLATED_LANGUAGES.map(({ code, nativeName }) => (
        <Field
          key={code}
          label={t('admin.menu.options.valueNameTranslated', { language: nativeName })}
          error={errors?.translations?.[code]?.name?.message}
        >
          {(field) => (
            <Input {...field} lang={code} autoComplete="off" {...register(`${path}.translations.${code}.name`)} />
          )}
        </Field>
      ))}
      <div className="flex items-end gap-3 sm:col-span-2">
        <Field label={t('admin.menu.options.priceDelta')} error={errors?.priceDelta?.message} className="w-36">
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" {...register(`${path}.priceDelta`)} />}
        </Field>
        <label htmlFor={defaultId} className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input id={defaultId} type="checkbox" className="size-5 accent-primary" {...register(`${path}.isDefault`)} />
          {t('admin.menu.options.isDefault')}
        </label>
        {onRemove && (
          <Button
            variant="ghostDanger"
            size="icon"
            className="ms-auto"
            aria-label={t('admin.menu.options.removeValueLabel', { number: index + 1, group: groupIndex + 1 })}
            onClick={onRemove}
          >
            <TrashIcon />
          </Button>
        )}
      </div>
    </div>
  );
}
