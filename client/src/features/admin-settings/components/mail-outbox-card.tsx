import { useState } from 'react';
import type { MailOutboxEntryDto } from '@shared/schemas/notifications';
import { useAdminContext, useCan } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatTimestamp } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useMailOutbox, useRetryMail } from '../api';
import { canRetryMail, mailStatusKey, mailStatusTone } from '../mail-status';

const FIRST_SHOWN = 10;

/** The latest emails with their delivery status; a failed one can be sent again (managers). */
export function MailOutboxCard() {
  const { t } = useAdminI18n();
  const allowed = useCan('mail.view');
  const outbox = useMailOutbox(allowed);
  const [showAll, setShowAll] = useState(false);

  return (
    <AdminPanel
      id="mail-outbox"
      title={t('admin.settings.mail.title')}
      description={t('admin.settings.mail.description')}
    >
      {!allowed ? (
        <PermissionNote permission="mail.view" id="mail-permission-note" />
      ) : outbox.isPending ? (
        <ListLoading label={t('admin.common.loading')} />
      ) : outbox.isError ? (
        <ListLoadError onRetry={() => void outbox.refetch()} retrying={outbox.isRefetching} />
      ) : outbox.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
          {t('admin.settings.mail.empty')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {(showAll ? outbox.data : outbox.data.slice(0, FIRST_SHOWN)).map((entry) => (
              <MailRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {outbox.data.length > FIRST_SHOWN && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-3"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll
                ? t('admin.settings.mail.showFewer')
                : t('admin.settings.mail.showAll', { count: outbox.data.length })}
            </Button>
          )}
        </>
      )}
    </AdminPanel>
  );
}

function MailRow({ entry }: { entry: MailOutboxEntryDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const retry = useRetryMail();

  const send = async () => {
    try {
      await retry.mutateAsync(entry.id);
      toast({
        title: t('admin.settings.mail.retried.title'),
        description: t('admin.settings.mail.retried.body', { to: entry.to }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('admin.settings.mail.retryFailed'),
        description: errorMessage(error, t('admin.settings.mail.retryFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{entry.subject}</span>
          <Badge tone={mailStatusTone(entry.status)}>
            {t(`admin.settings.mail.status.${mailStatusKey(entry.status)}`)}
          </Badge>
        </p>
        <p className="text-sm break-all text-muted-foreground">{t('admin.settings.mail.to', { to: entry.to })}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt, timeZone, language)}</time>
          {entry.attempts > 1 && ` · ${t('admin.settings.mail.attempts', { count: entry.attempts })}`}
        </p>
        {entry.error && <p className="mt-1 text-sm break-words text-destructive">{entry.error}</p>}
      </div>
      {canRetryMail(entry) && (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 justify-self-start sm:min-h-9"
          aria-label={t('admin.settings.mail.retryLabel', { subject: entry.subject, to: entry.to })}
          disabled={retry.isPending}
          onClick={() => void send()}
        >
          {retry.isPending ? t('admin.settings.mail.retrying') : t('admin.settings.mail.retry')}
        </Button>
      )}
    </li>
  );
}
