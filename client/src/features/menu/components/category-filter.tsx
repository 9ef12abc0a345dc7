import { useId, useState } from 'react';
import { MENU } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useMenuI18n } from '@/i18n/menu';
import type { CategoryLabel } from '@/lib/dish-text';
import { sameCategory } from '@/lib/same-category';
import { ChevronIcon } from '@/components/ui/icons';

interface CategoryFilterProps {
  /** Names from `GET /api/categories`, in display order. */
  categories: readonly string[];
  /** A category's name as the diner reads it (its translation); the name itself by default. */
  labelOf?: (category: string) => CategoryLabel;
  selected: string | null;
  onSelect: (category: string | null) => void;
}

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors';
const chipIdle = 'border-border bg-card text-foreground hover:border-primary hover:text-primary';
const chipActive = 'border-primary bg-primary text-primary-foreground';

/** All Categories plus the server's categories: four at first, the rest behind More Categories. */
export function CategoryFilter({
  categories,
  labelOf = (category) => ({ label: category, lang: undefined }),
  selected,
  onSelect,
}: CategoryFilterProps) {
  const { t } = useMenuI18n();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasMore = categories.length > MENU.categoriesBeforeExpand;
  // Collapsed, the chosen category stays visible even when it is past the first four.
  const visible = expanded
    ? categories
    : categories.filter(
        (category, index) =>
          index < MENU.categoriesBeforeExpand || (selected !== null && sameCategory(category, selected)),
      );

  const option = ({ label, lang }: CategoryLabel, value: string | null) => {
    const active = value === null ? selected === null : selected !== null && sameCategory(value, selected);
    return (
      <li key={value ?? ''}>
        <button
          type="button"
          lang={lang}
          aria-pressed={active}
          onClick={() => onSelect(value)}
          className={cn(chip, active ? chipActive : chipIdle)}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <ul id={listId} role="list" aria-label={t('menu.categories.label')} className="flex flex-wrap items-center gap-2">
      {option({ label: t('menu.categories.all'), lang: undefined }, null)}
      {visible.map((category) => option(labelOf(category), category))}
      {hasMore && (
        <li>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className={cn(chip, 'border-dashed border-accent text-foreground hover:bg-muted')}
          >
            {expanded ? t('menu.categories.hide') : t('menu.categories.more')}
            <ChevronIcon open={expanded} className="size-4" />
          </button>
        </li>
      )}
    </ul>
  );
}
