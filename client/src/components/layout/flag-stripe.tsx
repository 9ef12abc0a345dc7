import { cn } from '@/lib/cn';

/** The green, yellow and red of the Ethiopian flag as a thin stripe; size it with `className`. Decorative. */
export function FlagStripe({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('flex overflow-hidden', className)}>
      <span className="flex-1 bg-flag-green" />
      <span className="flex-1 bg-flag-yellow" />
      <span className="flex-1 bg-flag-red" />
    </span>
  );
}
