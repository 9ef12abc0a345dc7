import { Suspense, useEffect, useState } from 'react';
import { chunkLoader } from '@/lib/chunk-loader';
import { useCartWanted } from '@/lib/cart/cart-presence';

// The cart's button and panel: their code loads only once the diner has a cart.
const widget = chunkLoader(() => import('./cart-widget'));

/**
 * Where the floating cart button goes. The server renders nothing here, and neither does a first
 * visit without a cart. A failed download shows no button (the next "Add to order" tries again)
 * rather than breaking the page.
 */
export function CartSlot() {
  const wanted = useCartWanted();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!wanted || widget.current()) return;
    let live = true;
    widget.load().then(
      () => live && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const CartWidget = widget.current()?.default;
  if (!wanted || !CartWidget) return null;
  return (
    <Suspense fallback={null}>
      <CartWidget />
    </Suspense>
  );
}
