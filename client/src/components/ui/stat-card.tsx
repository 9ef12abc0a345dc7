import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  className?: string;
  /** Below the note: a link to where the figure comes from. */
  children?: ReactNode;
}

/** One figure with its label, as a list item of a grid of figures. */
export function StatCard({ label, value, note, className, children }: StatCardProps) {
  return (
    <li className={cn('rounded-xl border border-border bg-card p-4', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 font-display text-3xl font-semibold tabular-nums">{value}</p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {children}
    </li>
  );
}

/** The grid the stat cards sit in: two across on a phone, as many as fit on a laptop. */
export function StatGrid({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]', className)}>
      {children}
    </ul>
  );
}
