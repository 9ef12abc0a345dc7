import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST } from '@shared/constants';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { dismissToast, useToasts } from '@/lib/toast';
import { CloseIcon } from './icons';

const variants = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-success/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/** The toasts: 5 s each, swipe right to dismiss, F8 jumps to them. */
export function Toaster() {
  const { t } = useI18n();
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThreshold}
      label={t('toast.region')}
    >
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
            variants[item.variant ?? 'default'],
          )}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST.hotkey]}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
