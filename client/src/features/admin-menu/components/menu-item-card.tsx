import { useId } from 'react';
import { dishText } from '@shared/dish-text';
import type { MenuItemDto } from '@shared/schemas/menu';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Switch } from '@/components/ui/switch';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { PencilIcon, StarIcon, TrashIcon } from '@/components/ui/icons';
import type { Guard } from '../guard';

interface MenuItemCardProps {
  item: MenuItemDto;
  /** The dish's category is switched off, so the public menu hides it. */
  categoryOff: boolean;
  /** Spread on the controls only admins and managers may use. */
  manageGuard: Guard;
  canManage: boolean;
  availabilityGuard: Guard;
  canToggleAvailability: boolean;
  availabilityPending: boolean;
  featuredPending: boolean;
  soldOutPending: boolean;
  onToggleAvailability: () => void;
  onToggleSoldOut: () => void;
  onToggleFeatured: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A dish as Menu Management shows it: a compact row with a thumbnail on a phone, a card with
 * the picture on top from sm up; the quick controls sit in a footer.
 */
export function MenuItemCard(props: MenuItemCardProps) {
  const { item, categoryOff, manageGuard, canManage, availabilityGuard, canToggleAvailability } = props;
  const { t, language } = useAdminI18n();
  const titleId = useId();
  const switchId = useId();
  const soldOutId = useId();
  const featured = item.featured === 1;
  const text = dishText(item, language);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-[var(--shadow-card)]"
    >
      <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3 p-3 sm:flex sm:flex-1 sm:flex-col sm:gap-0 sm:p-0">
        <div className="relative aspect-square self-start overflow-hidden rounded-lg bg-muted sm:aspect-[2/1] sm:self-stretch sm:rounded-none">
          <FallbackImage
            src={item.image}
            alt=""
            width={320}
            height={200}
            className={cn('size-full object-cover', !item.available && 'opacity-55 grayscale')}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:flex-1 sm:p-4">
          <div className="flex items-start justify-between gap-2">
            <h3
              id={titleId}
              lang={text.lang.name}
              className="min-w-0 break-words text-base font-semibold leading-snug sm:text-lg"
            >
              {text.name}
            </h3>
            <p className="shrink-0 font-semibold tabular-nums">{formatMoney(item.price, language)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="neutral" className="max-w-full">
              <span lang={text.lang.category} className="truncate">
                {text.category}
              </span>
            </Badge>
            {featured && (
              <Badge tone="warning">
                <StarIcon className="size-3.5 text-accent-foreground" />
                {t('admin.menu.card.featured')}
              </Badge>
            )}
            {!item.available && <Badge tone="danger">{t('admin.menu.card.unavailable')}</Badge>}
            {item.soldOut && <Badge tone="danger">{t('admin.menu.card.soldOutBadge')}</Badge>}
            {!item.orderableOnline && <Badge tone="neutral">{t('admin.menu.card.notForPickup')}</Badge>}
            {item.options.length > 0 && (
              <Badge tone="neutral">{t('admin.menu.card.optionCount', { count: item.options.length })}</Badge>
            )}
            {categoryOff && (
              <Badge tone="neutral" className="border border-dashed border-border bg-card">
                {t('admin.menu.card.categoryOff')}
              </Badge>
            )}
          </div>
          <p lang={text.lang.description} className="line-clamp-2 text-sm text-muted-foreground">
            {text.description}
          </p>
        </div>
      </div>

      <div className="flex items-center justify-between gap-2 border-t border-border px-3 py-2 sm:px-4">
        <div className="grid gap-1.5">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={item.available}
              onCheckedChange={props.onToggleAvailability}
              aria-label={t('admin.menu.card.availableLabel', { name: text.name })}
              {...availabilityGuard}
              disabled={!canToggleAvailability || props.availabilityPending}
            />
            <label htmlFor={switchId} aria-hidden="true" className="text-sm font-medium">
              {t('admin.menu.card.available')}
            </label>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={soldOutId}
              checked={item.soldOut}
              onCheckedChange={props.onToggleSoldOut}
              aria-label={t('admin.menu.card.soldOutLabel', { name: text.name })}
              {...availabilityGuard}
              disabled={!canToggleAvailability || props.soldOutPending}
              className="data-[state=checked]:bg-destructive"
            />
            <label htmlFor={soldOutId} aria-hidden="true" className="text-sm font-medium">
              {t('admin.menu.card.soldOut')}
            </label>
          </div>
        </div>
        <div className="flex items-center">
          <Button
            variant="ghost"
            size="iconLarge"
            aria-pressed={featured}
            aria-label={t('admin.menu.card.featureLabel', { name: text.name })}
            onClick={props.onToggleFeatured}
            {...manageGuard}
            disabled={!canManage || props.featuredPending}
            className={cn(featured ? 'text-accent' : 'text-muted-foreground')}
          >
            <StarIcon filled={featured} />
          </Button>
          <Button
            variant="ghost"
            size="iconLarge"
            aria-label={t('admin.menu.card.editLabel', { name: text.name })}
            onClick={props.onEdit}
            {...manageGuard}
          >
            <PencilIcon />
          </Button>
          <Button
            variant="ghostDanger"
            size="iconLarge"
            aria-label={t('admin.menu.card.deleteLabel', { name: text.name })}
            onClick={props.onDelete}
            {...manageGuard}
          >
            <TrashIcon />
          </Button>
        </div>
      </div>
    </article>
  );
}
