import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: string;
  description: string;
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show, and the way to add the first entry. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'grid justify-items-center gap-2 rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center',
        className,
      )}
    >
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
