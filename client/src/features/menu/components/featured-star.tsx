import { useMenuI18n } from '@/i18n/menu';
import { StarIcon } from '@/components/ui/icons';

/** The gold star on a featured dish, announced as "Featured dish". */
export function FeaturedStar({ className }: { className?: string }) {
  const { t } = useMenuI18n();
  return (
    <span role="img" aria-label={t('menu.card.featured')} title={t('menu.card.featured')} className={className}>
      <StarIcon className="size-5 text-accent" />
    </span>
  );
}
