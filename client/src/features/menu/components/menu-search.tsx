import { useId } from 'react';
import { Input } from '@/components/ui/form-controls';
import { useMenuI18n } from '@/i18n/menu';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The visible, labelled search box: filters by dish name or description as you type. On a page
 * the server rendered it waits for hydration, which would lose what was typed before it.
 */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useMenuI18n();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('menu.search.label')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          disabled={!hydrated}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('menu.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="pl-11 pr-12 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('menu.search.clear')}
            className="absolute right-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
    </div>
  );
}
