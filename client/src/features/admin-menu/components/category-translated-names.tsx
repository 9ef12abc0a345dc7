import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import { Field, Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import type { CategoryFormValues } from '../menu-admin';
import type { Guard } from '../guard';

interface CategoryTranslatedNamesProps {
  register: UseFormRegister<CategoryFormValues>;
  errors: FieldErrors<CategoryFormValues>;
  /** Spread on each input, e.g. the role's guard. */
  guard?: Guard;
  autoFocusFirst?: boolean;
}

/** A category's name in each language other than English; left empty, that menu shows the English name. */
export function CategoryTranslatedNames({ register, errors, guard, autoFocusFirst }: CategoryTranslatedNamesProps) {
  const { t } = useAdminI18n();
  return TRANSLATED_LANGUAGES.map(({ code, nativeName }, index) => (
    <Field
      key={code}
      label={t('admin.menu.form.translatedName', { language: nativeName })}
      error={errors.translations?.[code]?.name?.message}
    >
      {(control) => (
        <Input
          {...control}
          lang={code}
          maxLength={60}
          autoComplete="off"
          autoFocus={autoFocusFirst && index === 0}
          {...guard}
          {...register(`translations.${code}.name`)}
        />
      )}
    </Field>
  ));
}
