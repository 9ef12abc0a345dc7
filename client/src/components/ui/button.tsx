import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'border border-border bg-card text-foreground hover:bg-muted',
        outline: 'border-2 border-primary text-primary hover:bg-primary hover:text-primary-foreground',
        ghost: 'text-foreground hover:bg-muted',
        /** `ghost` for an action that removes or cancels something. */
        ghostDanger: 'text-destructive hover:bg-destructive/10',
        onDark: 'bg-background text-foreground hover:bg-muted',
        link: 'rounded-md text-primary underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      size: {
        sm: 'min-h-9 px-3.5 text-sm [&_svg]:size-4',
        md: 'min-h-11 px-5 text-sm [&_svg]:size-4',
        lg: 'min-h-12 px-7 text-base [&_svg]:size-4',
        /** `md` with little side padding on a phone, so three buttons fit on one row. */
        narrow: 'min-h-11 px-2 text-sm sm:px-5 [&_svg]:size-4',
        icon: 'size-11 [&_svg]:size-4',
        /** An icon button whose icon is the whole message (a card's own actions). */
        iconLarge: 'size-11 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

/** A button; links that look like one use `buttonVariants()` on the <Link> instead. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
});
