import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './form-controls';

/** An amount in dollars, to the cent, with a "$" drawn in front of it. */
export const DollarInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function DollarInput({ className, ...props }, ref) {
    return (
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted-foreground"
        >
          $
        </span>
        <Input ref={ref} type="number" inputMode="decimal" step="0.01" className={cn('pl-7', className)} {...props} />
      </div>
    );
  },
);
