import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useI18n } from '@/lib/i18n';
import { formatPrice, previewDescription } from '../format';

/** A featured dish: picture, category, name, a 100-character preview of the description and the price. */
export function DishCard({ dish }: { dish: PublicMenuItemDto }) {
  const { t } = useI18n();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-[var(--shadow-card)]">
      <div className="relative aspect-[4/3] bg-muted">
        <FallbackImage src={dish.image ?? undefined} alt={dish.name} width={400} height={300} className="size-full object-cover" />
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-card/95 px-2.5 py-1 text-xs font-bold text-foreground shadow-sm">
          <svg viewBox="0 0 24 24" className="size-3.5 fill-accent" aria-hidden="true">
            <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" />
          </svg>
          {t('home.featured.featuredBadge')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-muted-foreground">{dish.category}</p>
        <div className="mt-1 flex items-baseline justify-between gap-3">
          <h3 className="text-xl font-semibold">{dish.name}</h3>
          <p className="shrink-0 font-display text-lg font-semibold text-primary">{formatPrice(dish.price)}</p>
        </div>
        <p className="mt-2 text-muted-foreground">{previewDescription(dish.description)}</p>
      </div>
    </article>
  );
}
