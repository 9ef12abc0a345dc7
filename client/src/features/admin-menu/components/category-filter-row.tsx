import { categoryText } from '@shared/dish-text';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import type { CategoryFilterOption } from '../menu-admin';

interface CategoryFilterRowProps {
  total: number;
  options: readonly CategoryFilterOption[];
  /** The chosen category, or null for All. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors sm:min-h-9';
const chipIdle = 'border-border bg-card text-foreground hover:border-primary hover:text-primary';
const chipOn = 'border-primary bg-primary text-primary-foreground';

/** All (n) plus one toggle button per category with its dish count; scrolls sideways on a phone. */
export function CategoryFilterRow({ total, options, selected, onSelect }: CategoryFilterRowProps) {
  const { t, language } = useAdminI18n();
  return (
    <div
      role="group"
      aria-label={t('admin.menu.filter.label')}
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        className={cn(chip, selected === null ? chipOn : chipIdle)}
      >
        {t('admin.menu.filter.all', { count: total })}
      </button>
      {options.map((option) => {
        const on = selected !== null && option.name === selected;
        const label = categoryText(option, language);
        return (
          <button
            key={option.name}
            type="button"
            lang={label.lang}
            aria-pressed={on}
            title={option.enabled ? undefined : t('admin.menu.filter.hiddenHint', { name: label.name })}
            onClick={() => onSelect(option.name)}
            className={cn(
              chip,
              on ? chipOn : chipIdle,
              !option.enabled && !on && 'border-dashed text-muted-foreground',
            )}
          >
            {t('admin.menu.filter.category', { name: label.name, count: option.count })}
            {!option.enabled && <span className="sr-only">{` (${t('admin.menu.categories.hidden')})`}</span>}
          </button>
        );
      })}
    </div>
  );
}
