import { telHref } from '@shared/business-info';
import type { WaitlistEntryDto } from '@shared/schemas/waitlist';
import { useAdminContext } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { useWaitlist } from '../api';
import { emailedAt, WAITLIST_STATUS_LABELS, WAITLIST_STATUS_TONES, waitlistWindow } from '../waitlist';

/**
 * The people waiting for a table on the day shown, oldest first: the order they are emailed in
 * when room frees up. Each with the party, the times that suit them, how to reach them and
 * whether they were emailed or booked.
 */
export function WaitlistPanel({ date }: { date: string }) {
  const { t } = useAdminI18n();
  const waitlist = useWaitlist(date);

  return (
    <AdminPanel
      id="reservations-waitlist"
      title={t('admin.reservations.waitlist.title')}
      description={t('admin.reservations.waitlist.description')}
    >
      {waitlist.isPending ? (
        <ListLoading label={t('admin.reservations.waitlist.loading')} />
      ) : waitlist.isError && !waitlist.data ? (
        <ListLoadError
          message={t('admin.reservations.waitlist.loadError')}
          onRetry={() => void waitlist.refetch()}
          retrying={waitlist.isRefetching}
        />
      ) : (
        // The previous day's list stays while the next one loads, dimmed and marked busy.
        <div
          aria-busy={waitlist.isPlaceholderData || undefined}
          className={cn(waitlist.isPlaceholderData && 'opacity-60')}
        >
          {waitlist.data.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
              {t('admin.reservations.waitlist.empty')}
            </p>
          ) : (
            <ul
              aria-label={t('admin.reservations.waitlist.title')}
              className="divide-y divide-border rounded-lg border border-border"
            >
              {waitlist.data.map((entry) => (
                <WaitlistRow key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
        </div>
      )}
    </AdminPanel>
  );
}

function WaitlistRow({ entry }: { entry: WaitlistEntryDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const guests = t('admin.reservations.guests', { count: entry.guests });
  const emailed = emailedAt(entry.notifiedAt, entry.date, timeZone, language);

  return (
    <li className="grid gap-1 p-3 sm:px-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold break-words">{entry.name}</span>
        <Badge tone={WAITLIST_STATUS_TONES[entry.status]}>{t(WAITLIST_STATUS_LABELS[entry.status])}</Badge>
      </p>
      <p className="text-sm">
        {guests} ·{' '}
        <span className="tabular-nums whitespace-nowrap">{waitlistWindow(entry.timeFrom, entry.timeTo, language)}</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <a
          href={telHref(entry.phone)}
          className="inline-flex min-h-6 items-center underline-offset-2 hover:text-foreground hover:underline"
        >
          {entry.phone}
        </a>
        <a
          href={`mailto:${entry.email}`}
          className="inline-flex min-h-6 min-w-0 items-center break-all underline-offset-2 hover:text-foreground hover:underline"
        >
          {entry.email}
        </a>
      </p>
      {emailed && entry.notifiedAt && (
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.notifiedAt}>
            {emailed.date
              ? t('admin.reservations.waitlist.emailedOn', { date: emailed.date, time: emailed.time })
              : t('admin.reservations.waitlist.emailed', { time: emailed.time })}
          </time>
        </p>
      )}
    </li>
  );
}
