import { useId } from 'react';
import { useDishText } from '@/lib/dish-text';
import { MENU } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { FallbackImage } from '@/components/ui/fallback-image';
import { StarIcon } from '@/components/ui/entry-icons';
import { formatMoney, truncate } from '@/lib/format';
import { useHomeSectionsI18n } from '@/i18n/home-sections';
import { AddToOrderButton } from '@/components/order/add-to-order-button';
import { buttonVariants } from '@/components/ui/button';
import { isOrderable } from '@/lib/cart/orderable-dish';

/** A featured dish: picture, category, name, a 100-character preview of the description, the price and Add to order. */
export function DishCard({ dish }: { dish: PublicMenuItemDto }) {
  const { t, language } = useHomeSectionsI18n();
  const text = useDishText()(dish);
  const titleId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-[var(--shadow-card)]">
      <div className="relative aspect-[4/3] bg-muted">
        <FallbackImage
          src={dish.image ?? undefined}
          alt={text.name}
          lang={text.lang.name}
          width={400}
          height={300}
          className="size-full object-cover"
        />
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-card/95 px-2.5 py-1 text-xs font-bold text-foreground shadow-sm">
          <StarIcon className="size-3.5 text-accent" />
          {t('home.featured.featuredBadge')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p lang={text.lang.category} className="text-xs font-bold uppercase tracking-wider text-muted-foreground">
          {text.category}
        </p>
        <div className="mt-1 flex items-baseline justify-between gap-3">
          <h3 id={titleId} lang={text.lang.name} className="text-xl font-semibold">
            {text.name}
          </h3>
          <p className="shrink-0 font-display text-lg font-semibold text-primary">
            {formatMoney(dish.price, language)}
          </p>
        </div>
        <p lang={text.lang.description} className="mt-2 text-muted-foreground">
          {truncate(text.description, MENU.descriptionPreviewChars)}
        </p>
        {isOrderable(dish) && (
          <AddToOrderButton
            item={dish}
            label={t('home.featured.addToOrder')}
            describedBy={titleId}
            className={`${buttonVariants({ variant: 'secondary' })} mt-4 self-start`}
          />
        )}
      </div>
    </article>
  );
}
