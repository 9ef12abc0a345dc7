import { cloneElement, useState, type ReactElement, type ButtonHTMLAttributes } from 'react';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import { PlusIcon } from '@/components/ui/icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { chunkLoader } from '@/lib/chunk-loader';
import { dishNameTranslations, optionGroupsOf } from '@/lib/cart/orderable-dish';
import { useHydrated } from '@/lib/use-hydrated';

// The cart's code and the options dialog load on the first "Add to order", never with a page.
const cartStore = chunkLoader(() => import('@/lib/cart/cart-store'));
const DishOptionsDialog = loadOnOpen(() => import('./dish-options-dialog'), 'dialog');

interface AddToOrderButtonProps {
  item: PublicMenuItemDto;
  /** "Add to order", in the caller's dictionary. */
  label: string;
  /** The dish's name, so a screen reader hears which dish the button adds. */
  describedBy?: string;
  className?: string;
}

/**
 * "Add to order" for a dish that can be ordered for pickup (check `isOrderable` first). A dish
 * with options opens the options dialog; one without goes straight into the cart, which then
 * announces it. Disabled until the page is hydrated, so a tap is never lost.
 */
export function AddToOrderButton({ item, label, describedBy, className }: AddToOrderButtonProps) {
  const hydrated = useHydrated();
  const [adding, setAdding] = useState(false);
  const trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>> = (
    <button
      type="button"
      disabled={!hydrated || adding}
      aria-describedby={describedBy}
      className={className}
      onPointerEnter={cartStore.prefetch}
      onFocus={cartStore.prefetch}
    >
      <PlusIcon aria-hidden="true" />
      {label}
    </button>
  );
  if (optionGroupsOf(item).length > 0) return <DishOptionsDialog dish={item} trigger={trigger} />;

  const add = () => {
    setAdding(true);
    cartStore
      .load()
      .then(({ addToCart }) =>
        addToCart({
          menuItemId: item.id,
          name: item.name,
          translations: dishNameTranslations(item),
          price: item.price,
          quantity: 1,
          choices: [],
          note: '',
        }),
      )
      // A failed download leaves the button as it was, to try again.
      .catch(() => undefined)
      .finally(() => setAdding(false));
  };
  return cloneElement(trigger, { onClick: add });
}
