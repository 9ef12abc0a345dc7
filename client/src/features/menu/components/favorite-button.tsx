import { cn } from '@/lib/cn';
import { useMenuI18n } from '@/i18n/menu';
import { cardActionClass } from './card-action';
import { HeartIcon } from '@/components/ui/icons';

interface FavoriteButtonProps {
  active: boolean;
  onToggle: () => void;
  /** Id of the dish's name, so a screen reader hears which dish the button is for. */
  describedBy?: string;
  className?: string;
}

/** Add to Favorites / Remove from Favorites, with an outlined or filled heart. */
export function FavoriteButton({ active, onToggle, describedBy, className }: FavoriteButtonProps) {
  const { t } = useMenuI18n();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-describedby={describedBy}
      className={cn(cardActionClass.secondary, className)}
    >
      <HeartIcon filled={active} className={active ? 'text-primary' : 'text-muted-foreground'} />
      {active ? t('menu.card.removeFavorite') : t('menu.card.addFavorite')}
    </button>
  );
}
