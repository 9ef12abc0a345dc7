import { cn } from '@/lib/cn';
import { useMenuI18n } from '@/i18n/menu';
import { HeartIcon } from '@/components/ui/icons';

/** Shows only the dishes saved with "Add to Favorites" (kept in this browser). */
export function FavoritesToggle({ active, count, onToggle }: { active: boolean; count: number; onToggle: () => void }) {
  const { t } = useMenuI18n();
  return (
    <button
      type="button"
      aria-pressed={active}
      title={t('menu.favorites.filterLabel')}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card hover:border-primary hover:text-primary',
      )}
    >
      <HeartIcon filled={active || count > 0} className="size-4" />
      {t('menu.favorites.filter', { count })}
    </button>
  );
}
