import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

const TONE = {
  card: { panel: 'border-border bg-card shadow-[var(--shadow-card)]', title: 'text-2xl font-semibold' },
  notice: { panel: 'border-accent bg-accent/15', title: 'text-2xl font-semibold sm:text-3xl' },
} as const;

interface ActionPanelProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** `notice`: the accent panel of a notice, with a larger title. */
  tone: keyof typeof TONE;
  /** A link styled with `panelActionClass`: beside the texts on wide screens, under them on phones. */
  action: ReactNode;
  /** The texts under the title. */
  children: ReactNode;
}

/** The large button of an `ActionPanel`. */
export function panelActionClass(variant: 'primary' | 'secondary'): string {
  return `mt-5 w-full sm:mt-0 sm:w-auto ${buttonVariants({ variant, size: 'lg' })}`;
}

/** A panel of the gift card page: its title and texts, and the one thing to do about them. */
export function ActionPanel({ id, title, tone, action, children }: ActionPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-[var(--radius-card)] border ${TONE[tone].panel} p-6 sm:flex sm:items-center sm:gap-8 sm:p-8`}
    >
      <div className="flex-1">
        <h2 id={id} className={TONE[tone].title}>
          {title}
        </h2>
        {children}
      </div>
      {action}
    </section>
  );
}
