import { useId } from 'react';
import { useDishText } from '@/lib/dish-text';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatMoney } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import type { OpenDish } from '../dish-dialog';
import { DishNameButton } from './dish-name-button';
import { FeaturedStar } from './featured-star';

/** A dish in the course list of /menu-old: picture, name (opens the details), category, price and the whole description. */
export function MenuListItem({ item, onOpen }: { item: PublicMenuItemDto; onOpen: OpenDish }) {
  const titleId = useId();
  const text = useDishText()(item);
  const { language } = useI18n();
  return (
    <article
      aria-labelledby={titleId}
      className="relative grid grid-cols-[6rem_1fr] gap-4 rounded-[var(--radius-card)] border border-border bg-card p-3 shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg sm:grid-cols-[9rem_1fr] sm:p-4"
    >
      <div className="aspect-[4/3] self-start overflow-hidden rounded-lg bg-muted">
        <FallbackImage src={item.image} alt="" width={400} height={300} className="size-full object-cover" />
      </div>
      <div className="min-w-0">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-semibold leading-snug sm:text-xl">
            <DishNameButton item={item} id={titleId} onOpen={onOpen} />
          </h3>
          <p className="shrink-0 font-semibold text-primary">{formatMoney(item.price, language)}</p>
        </div>
        <p className="mt-0.5 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          <span lang={text.lang.category}>{text.category}</span>
          {item.featured === 1 && <FeaturedStar className="inline-flex" />}
        </p>
        <p lang={text.lang.description} className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {text.description}
        </p>
      </div>
    </article>
  );
}
