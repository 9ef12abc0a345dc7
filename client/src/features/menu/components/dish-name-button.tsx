import { useDishText } from '@/lib/dish-text';
import type { PublicMenuItemDto } from '@shared/schemas/menu';
import type { OpenDish } from '../dish-dialog';

/**
 * A dish's name as the button that opens its details. Its ::after stretches over the nearest
 * positioned ancestor (the dish's card), so a click anywhere on the card opens them, while the
 * card's own controls sit above it (no button inside a button). `id` names the card.
 */
export function DishNameButton({ item, id, onOpen }: { item: PublicMenuItemDto; id: string; onOpen: OpenDish }) {
  const text = useDishText()(item);
  return (
    <button
      type="button"
      id={id}
      lang={text.lang.name}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(item, event.currentTarget)}
      className="rounded-sm text-left after:absolute after:inset-0 after:content-[''] hover:text-primary"
    >
      {text.name}
    </button>
  );
}
