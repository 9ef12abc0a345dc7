import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-foreground',
        success: 'bg-success/15 text-success',
        warning: 'bg-accent/25 text-accent-foreground',
        danger: 'bg-destructive/12 text-destructive',
        info: 'bg-[#1d4ed8]/12 text-[#1e40af]',
        primary: 'bg-primary text-primary-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
