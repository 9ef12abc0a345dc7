import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n';
import { useRestaurantStatus } from '@/lib/restaurant-status';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The live OPEN/CLOSED indicator: loading, then green OPEN or red CLOSED (missing reads as open).
 * It depends on the clock, so a page rendered on the server shows it loading until hydrated.
 */
export function OpenClosedBadge({ className }: { className?: string }) {
  const { t } = useI18n();
  const { data, isPending } = useRestaurantStatus();
  const hydrated = useHydrated();
  if (isPending || !hydrated) {
    return (
      <span
        role="status"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-xs font-bold text-muted-foreground',
          className,
        )}
      >
        {t('status.checking')}
      </span>
    );
  }
  const open = data?.isOpen ?? true;
  const label = open ? t('status.open') : t('status.closed');
  return (
    <span
      role="status"
      aria-label={t('status.label', { state: label })}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide',
        open ? 'bg-success text-success-foreground' : 'bg-destructive text-destructive-foreground',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full bg-current', open && 'animate-pulse')} />
      {label}
    </span>
  );
}
