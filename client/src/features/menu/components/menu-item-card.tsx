import { useId } from 'react';
import { useDishText } from '@/lib/dish-text';
import { MENU } from '@shared/constants';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { FallbackImage } from '@/components/ui/fallback-image';
import { cn } from '@/lib/cn';
import { formatMoney, truncate } from '@/lib/format';
import { useMenuI18n } from '@/i18n/menu';
import type { OpenDish } from '../dish-dialog';
import { DishNameButton } from './dish-name-button';
import { FavoriteButton } from './favorite-button';
import { FeaturedStar } from './featured-star';
import { OrderNowLink } from './order-now-link';
import { AddToOrderButton } from '@/components/order/add-to-order-button';
import { isOrderable } from '@/lib/cart/orderable-dish';
import { cardActionClass } from './card-action';

interface MenuItemCardProps {
  item: PublicMenuItemDto;
  onOpen: OpenDish;
  isFavorite: boolean;
  onToggleFavorite: (id: number) => void;
  /** The first cards on the page load their picture at once. */
  eager?: boolean;
  /** 'stacked' keeps the tall card on every screen (featured dishes). */
  layout?: 'responsive' | 'stacked';
  className?: string;
}

/**
 * A dish card of /menu: picture, category, name (the button that opens the details), the
 * description cut short, the price per serving, Order Now, Add to order (dishes ordered for
 * pickup) and the favourite button.
 */
export function MenuItemCard({
  item,
  onOpen,
  isFavorite,
  onToggleFavorite,
  eager,
  layout = 'responsive',
  className,
}: MenuItemCardProps) {
  const { t, language } = useMenuI18n();
  const titleId = useId();
  const text = useDishText()(item);
  // 'responsive': a compact row on a phone (thumbnail beside the text), a tall card from sm up.
  const compact = layout === 'responsive';
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-[var(--shadow-card)] transition-shadow hover:shadow-lg',
        compact ? 'grid grid-cols-[6.5rem_1fr] gap-x-4 p-4 sm:flex sm:flex-col sm:gap-0 sm:p-0' : 'flex flex-col',
        className,
      )}
    >
      <div
        className={cn(
          'relative overflow-hidden bg-muted',
          compact
            ? 'aspect-square self-start rounded-lg sm:aspect-[4/3] sm:self-stretch sm:rounded-none'
            : 'aspect-[4/3]',
        )}
      >
        <FallbackImage
          src={item.image}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        {item.featured === 1 && (
          <FeaturedStar
            className={cn(
              'absolute inline-flex items-center justify-center rounded-full bg-card shadow-sm',
              compact ? 'right-1.5 top-1.5 size-7 sm:right-3 sm:top-3 sm:size-9' : 'right-3 top-3 size-9',
            )}
          />
        )}
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col', compact ? 'sm:px-5 sm:pt-5' : 'px-5 pt-5')}>
        <p lang={text.lang.category} className="text-xs font-semibold uppercase tracking-wider text-primary">
          {text.category}
        </p>
        <h3 className="mt-1 text-xl font-semibold leading-snug">
          <DishNameButton item={item} id={titleId} onOpen={onOpen} />
        </h3>
        <p lang={text.lang.description} className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {truncate(text.description, MENU.descriptionPreviewChars)}
        </p>
        <p className="mt-auto pt-3 font-semibold">
          {t('menu.card.price', { price: formatMoney(item.price, language) })}
        </p>
      </div>
      <div
        className={cn(
          'relative z-10 mt-3 flex flex-wrap gap-2 [&>*]:grow',
          compact ? 'col-span-2 sm:mt-3 sm:px-5 sm:pb-5' : 'px-5 pb-5',
        )}
      >
        <OrderNowLink describedBy={titleId} />
        {isOrderable(item) && (
          <AddToOrderButton
            item={item}
            label={t('menu.card.addToOrder')}
            describedBy={titleId}
            className={cardActionClass.secondary}
          />
        )}
        <FavoriteButton active={isFavorite} onToggle={() => onToggleFavorite(item.id)} describedBy={titleId} />
      </div>
    </article>
  );
}
