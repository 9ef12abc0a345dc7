import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMenuI18n } from '@/i18n/menu';

/** Loading text while the menu arrives. */
export function MenuLoading() {
  const { t } = useMenuI18n();
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-16 text-center text-muted-foreground">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-border border-t-primary" />
      {t('menu.loading')}
    </p>
  );
}

/** The menu could not be fetched: say so and offer another try. */
export function MenuError({ onRetry }: { onRetry: () => void }) {
  const { t } = useMenuI18n();
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
      <p>{t('menu.error')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('menu.retry')}
      </Button>
    </div>
  );
}

/** An empty list: the message, and optionally a way back to every dish. */
export function MenuEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-border bg-card/60 px-6 py-14 text-center">
      <svg
        viewBox="0 0 64 40"
        className="h-10 w-16 text-accent"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <ellipse cx="32" cy="24" rx="28" ry="12" />
        <path d="M12 22c6 4 34 4 40 0" />
        <path d="M26 6c0 4 4 4 4 8M34 4c0 4 4 4 4 8" className="text-primary" stroke="currentColor" />
      </svg>
      <p role="status" className="max-w-md text-lg">
        {message}
      </p>
      {action}
    </div>
  );
}
