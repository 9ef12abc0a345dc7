import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { BagIcon } from '@/components/ui/icons';
import { acknowledgeAdded, onOpenCartPanel, useCart } from '@/lib/cart/cart-store';
import { nameIn } from '@/lib/cart/name-text';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useOrderI18n } from '@/i18n/order';
import { CartPanel } from './cart-panel';

/**
 * The floating cart button (portions and total), between the quick-access and contact buttons
 * at the bottom of the screen, and the cart panel it opens. Shown while the cart has something.
 */
export default function CartWidget() {
  const { t, language } = useOrderI18n();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // Checkout shows the order itself; its "Edit order" opens the panel.
  const buttonShown = location !== '/order/checkout';

  useEffect(() => onOpenCartPanel(() => setOpen(true)), []);

  // "Added to your order: Doro Wot", as a toast a screen reader hears too.
  useEffect(() => {
    if (!cart.lastAdded) return;
    toast({ title: t('order.cart.added', { name: nameIn(cart.lastAdded, language).text }), variant: 'success' });
    acknowledgeAdded();
  }, [cart.lastAdded, t, language]);

  if ((cart.count === 0 || !buttonShown) && !open) return null;
  const total = formatMoney(cart.estimateCents / 100, language);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {buttonShown && (
        <DialogTrigger asChild>
          <button
            type="button"
            aria-label={t('order.cart.button', { count: cart.count, total })}
            // Clear of the round buttons in both corners (48 px, 16 px in; 56 px, 20 px in from sm up).
            className="fixed bottom-4 left-1/2 z-30 inline-flex h-12 max-w-[calc(100vw-9rem)] -translate-x-1/2 items-center gap-2 rounded-full bg-foreground px-4 text-background shadow-lg shadow-foreground/25 hover:bg-foreground/90 sm:bottom-5 sm:h-14 sm:px-6"
          >
            <BagIcon className="size-5 shrink-0" />
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-sm font-bold text-foreground">
              {cart.count}
            </span>
            <span className="truncate font-semibold tabular-nums">{total}</span>
          </button>
        </DialogTrigger>
      )}
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogTitle>{t('order.cart.title')}</DialogTitle>
        <DialogDescription>{t('order.cart.description')}</DialogDescription>
        <CartPanel onNavigate={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
