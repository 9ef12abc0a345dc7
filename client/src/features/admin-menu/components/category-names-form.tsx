import { useId, useState, type FormEvent } from 'react';
import { TRANSLATED_LANGUAGES } from '@shared/language-path';
import type { CategoryDto } from '@shared/schemas/menu';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-controls';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateCategory } from '../api';

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
  const update = useUpdateCategory();
  const inputId = useId();
  const [name, setName] = useState(category.name);
  const [translatedNames, setTranslatedNames] = useState<Partial<Record<string, string>>>(() =>
    Object.fromEntries(TRANSLATED_LANGUAGES.map(({ code }) => [code, category.translations[code]?.name ?? ''])),
  );
  const trimmed = name.trim();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const translations = Object.fromEntries(
      TRANSLATED_LANGUAGES.map(({ code }) => [code, { name: translatedNames[code] ?? '' }]),
    );
    update.mutate(
      { id: category.id, input: category.builtIn ? { translations } : { name: trimmed, translations } },
      {
        onSuccess: () => {
          toast({
            title: t('admin.common.success'),
            description: t('admin.menu.categories.updated'),
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('admin.error'),
            // A name the server refuses (400) or another category has (409) is told in its words.
            description: errorMessage(error, t('admin.menu.categories.updateError'), [400, 409]),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form
      onSubmit={save}
      aria-label={t('admin.menu.categories.namesOf', { name: category.name })}
      className="grid gap-2"
    >
      {!category.builtIn && (
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t('admin.menu.form.name')}
          </label>
          <Input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={60}
            autoComplete="off"
            autoFocus
          />
        </div>
      )}
      {TRANSLATED_LANGUAGES.map(({ code, nativeName }, index) => (
        <div key={code} className="grid gap-1">
          <label htmlFor={`${inputId}-${code}`} className="text-sm font-semibold">
            {t('admin.menu.form.translatedName', { language: nativeName })}
          </label>
          <Input
            id={`${inputId}-${code}`}
            lang={code}
            value={translatedNames[code] ?? ''}
            onChange={(event) => setTranslatedNames((names) => ({ ...names, [code]: event.target.value }))}
            maxLength={60}
            autoComplete="off"
            autoFocus={category.builtIn && index === 0}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!trimmed || update.isPending}>
          {update.isPending ? t('admin.menu.categories.saving') : t('admin.common.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
