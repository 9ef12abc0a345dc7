import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Label of the corner close button, already translated. */
  closeLabel: string;
  /**
   * `wide` for forms with two columns and detail views, `large` for a story told in steps, and
   * `fullScreen` for a gallery: the whole screen on a phone, a margin of backdrop around it on
   * wider screens, no padding of its own.
   */
  size?: keyof typeof SIZES;
  children: ReactNode;
}

const CENTRED =
  'left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-card p-6';

// Each size sets its own box, so a caller's className never has to override one
// (docs/decisions/004-class-names-without-tailwind-merge.md).
const SIZES = {
  default: `${CENTRED} max-w-lg`,
  wide: `${CENTRED} max-w-2xl`,
  large: `${CENTRED} max-w-3xl sm:p-8`,
  fullScreen: 'inset-0 flex flex-col bg-background sm:inset-6 sm:rounded-[var(--radius-card)]',
} as const;

/** A modal panel: focus trapped, Escape and the backdrop close it, scrolls inside on a phone. */
export function DialogContent({ className, children, closeLabel, size = 'default', ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn('fixed z-50 overflow-y-auto text-card-foreground shadow-2xl', SIZES[size], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel}
        >
          <CloseIcon className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-10 font-display text-2xl font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-muted-foreground', className)} {...props} />;
}
