import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';

/** A list on its way: a spinner and what is loading, announced politely. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-muted-foreground"
    >
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-border border-t-primary" />
      {label}
    </div>
  );
}

interface ListLoadErrorProps {
  onRetry: () => void;
  retrying?: boolean;
  /** What could not be loaded, when it is not a list ("The settings could not be loaded."). */
  message?: string;
}

/** Something the back office could not load, with a way to try again. */
export function ListLoadError({ onRetry, retrying = false, message }: ListLoadErrorProps) {
  const { t } = useAdminI18n();
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-destructive/40 bg-card px-6 py-10 text-center"
    >
      <p className="font-medium text-destructive">{message ?? t('admin.common.loadError')}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t('admin.common.retry')}
      </Button>
    </div>
  );
}
