import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useDishText } from '@/lib/dish-text';
import { formatMoney } from '@/lib/format';
import { useMenuI18n } from '@/i18n/menu';
import { FavoriteButton } from './favorite-button';
import { FeaturedStar } from './featured-star';
import { OrderNowLink } from './order-now-link';
import { AddToOrderButton } from '@/components/order/add-to-order-button';
import { isOrderable } from '@/lib/cart/orderable-dish';
import { cardActionClass } from './card-action';

export interface MenuItemDialogProps {
  /** The dish shown; null closes the dialog. */
  item: PublicMenuItemDto | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the dish that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  isFavorite?: boolean;
  /** Without it the dialog shows no favourite button (the /menu-old page). */
  onToggleFavorite?: (id: number) => void;
}

/** Everything about one dish: picture, full description, ingredients, tags, specials and price. */
export function MenuItemDialog({
  item,
  onClose,
  onCloseAutoFocus,
  isFavorite = false,
  onToggleFavorite,
}: MenuItemDialogProps) {
  const { t, language } = useMenuI18n();
  const textOf = useDishText();
  const text = item && textOf(item);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && text && (
        <DialogContent closeLabel={t('dialog.close')} onCloseAutoFocus={onCloseAutoFocus}>
          <p className="flex items-center gap-2 pr-10 text-xs font-semibold uppercase tracking-wider text-primary">
            <span lang={text.lang.category}>{text.category}</span>
            {item.featured === 1 && <FeaturedStar className="inline-flex" />}
          </p>
          <DialogTitle lang={text.lang.name} className="mt-1">
            {text.name}
          </DialogTitle>
          <div className="mt-4 aspect-[16/10] overflow-hidden rounded-xl bg-muted">
            <FallbackImage
              src={item.image}
              alt={text.name}
              lang={text.lang.name}
              width={400}
              height={300}
              loading="eager"
              className="size-full object-cover"
            />
          </div>
          <DialogDescription lang={text.lang.description} className="mt-4 leading-relaxed">
            {text.description}
          </DialogDescription>
          <dl className="mt-4 grid gap-4 text-sm">
            {text.ingredients && (
              <div>
                <dt className="font-semibold">{t('menu.detail.ingredients')}</dt>
                <dd lang={text.lang.ingredients} className="mt-1 text-muted-foreground">
                  {text.ingredients}
                </dd>
              </div>
            )}
            {item.tags.length > 0 && (
              <div>
                <dt className="font-semibold">{t('menu.detail.tags')}</dt>
                <dd className="mt-2">
                  <ul className="flex flex-wrap gap-2">
                    {item.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {item.specials && (
              <div className="rounded-lg border-l-4 border-accent bg-muted/60 px-3 py-2">
                <dt className="font-semibold">{t('menu.detail.specials')}</dt>
                <dd className="mt-1">{item.specials}</dd>
              </div>
            )}
            <div>
              <dt className="sr-only">{t('menu.detail.price')}</dt>
              <dd className="text-lg font-semibold">
                {t('menu.card.price', { price: formatMoney(item.price, language) })}
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-2">
            <OrderNowLink />
            {isOrderable(item) && (
              <AddToOrderButton item={item} label={t('menu.card.addToOrder')} className={cardActionClass.secondary} />
            )}
            {onToggleFavorite && <FavoriteButton active={isFavorite} onToggle={() => onToggleFavorite(item.id)} />}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
