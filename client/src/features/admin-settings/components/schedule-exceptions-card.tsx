import { useMemo, useState, type ReactNode } from 'react';
import type { ScheduleExceptionDto, ScheduleExceptionSaved } from '@shared/schemas/schedule';
import type { WeeklyHours } from '@shared/schemas/settings';
import { formatPeriods } from '@shared/schedule';
import { zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { AdminPanel } from '@/components/admin/admin-panel';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChevronIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { formatCalendarDate, formatDateRange } from '@/lib/format-date';
import type { LanguageCode } from '@/lib/i18n';
import { useScheduleExceptions } from '@/lib/schedule-exceptions';
import { toast } from '@/lib/toast';
import { useDeleteException } from '../api';
import { holidaySuggestions, splitExceptions } from '../schedule-exceptions';
import { AffectedBookings } from './affected-bookings';
import { ExceptionFormDialog, type ExceptionDraft } from './exception-form-dialog';
import { useSettingsLock } from './use-settings-lock';

/** "Thu, Nov 26, 2026", or "Thu, Dec 24, 2026 – Sat, Dec 26, 2026" for a range. */
function rangeText(exception: Pick<ScheduleExceptionDto, 'startDate' | 'endDate'>, language: LanguageCode): string {
  return formatDateRange(exception.startDate, exception.endDate, language);
}

/**
 * Date exceptions: closures (Thanksgiving) and special hours (Christmas Eve) that replace the
 * weekly hours of their days; the upcoming ones to change, the past ones to read, and the
 * Ethiopian holidays of the coming year offered as closures.
 */
export function ScheduleExceptionsCard({ weeklyHours }: { weeklyHours: WeeklyHours | undefined }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const { allowed, guard } = useSettingsLock();
  const exceptions = useScheduleExceptions();
  const remove = useDeleteException();
  const [draft, setDraft] = useState<ExceptionDraft | null>(null);
  const [deleting, setDeleting] = useState<ScheduleExceptionDto | null>(null);
  const [lastSaved, setLastSaved] = useState<ScheduleExceptionSaved | null>(null);
  const [showPast, setShowPast] = useState(false);

  const today = zonedMoment(timeZone).date;
  const { upcoming, past } = useMemo(() => splitExceptions(exceptions.data ?? [], today), [exceptions.data, today]);
  const suggestions = useMemo(() => holidaySuggestions(today, upcoming), [today, upcoming]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // The list of bookings to call no longer belongs to anything on screen.
        if (lastSaved?.exception.id === deleting.id) setLastSaved(null);
        toast({
          title: t('admin.settings.exceptions.deleted', { label: deleting.label }),
          description: t('admin.settings.exceptions.deletedBody'),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('admin.settings.exceptions.deleteFailed'),
          description: errorMessage(error, t('admin.settings.saveFailed.body')),
          variant: 'destructive',
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <AdminPanel
      id="schedule-exceptions"
      title={t('admin.settings.exceptions.title')}
      description={t('admin.settings.exceptions.description')}
    >
      {exceptions.isPending ? (
        <ListLoading label={t('admin.settings.exceptions.loading')} />
      ) : exceptions.isError ? (
        <ListLoadError
          message={t('admin.settings.exceptions.loadError')}
          onRetry={() => void exceptions.refetch()}
          retrying={exceptions.isRefetching}
        />
      ) : (
        <div className="grid gap-5">
          {lastSaved && lastSaved.affected.count > 0 && (
            <AffectedBookings saved={lastSaved} onDismiss={() => setLastSaved(null)} />
          )}

          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{t('admin.settings.exceptions.upcoming')}</h3>
              <Button
                {...guard}
                disabled={!allowed}
                onClick={() => setDraft({ prefill: {} })}
                className="max-sm:w-full"
              >
                <PlusIcon />
                {t('admin.settings.exceptions.addButton')}
              </Button>
            </div>
            {upcoming.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
                {t('admin.settings.exceptions.empty')}
              </p>
            ) : (
              <ul
                aria-label={t('admin.settings.exceptions.upcoming')}
                className="divide-y divide-border rounded-lg border border-border"
              >
                {upcoming.map((exception) => (
                  <ExceptionRow key={exception.id} exception={exception}>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('admin.settings.exceptions.edit', { label: exception.label })}
                        {...guard}
                        disabled={!allowed}
                        onClick={() => setDraft({ exception })}
                      >
                        <PencilIcon />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('admin.settings.exceptions.delete', { label: exception.label })}
                        {...guard}
                        disabled={!allowed}
                        onClick={() => setDeleting(exception)}
                      >
                        <TrashIcon />
                      </Button>
                    </div>
                  </ExceptionRow>
                ))}
              </ul>
            )}
          </div>

          {past.length > 0 && (
            <div className="grid gap-2">
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start"
                aria-expanded={showPast}
                aria-controls="past-exceptions"
                onClick={() => setShowPast((value) => !value)}
              >
                <ChevronIcon className={cn('transition-transform', showPast && 'rotate-180')} />
                {t('admin.settings.exceptions.past', { count: past.length })}
              </Button>
              {showPast && (
                <ul
                  id="past-exceptions"
                  aria-label={t('admin.settings.exceptions.pastLabel')}
                  className="divide-y divide-border rounded-lg border border-border bg-muted/40"
                >
                  {past.map((exception) => (
                    <ExceptionRow key={exception.id} exception={exception} />
                  ))}
                </ul>
              )}
            </div>
          )}

          <section aria-labelledby="holiday-suggestions-title" className="grid gap-3 border-t border-border pt-4">
            <div>
              <h3 id="holiday-suggestions-title" className="font-semibold">
                {t('admin.settings.holidays.title')}
              </h3>
              <p className="text-sm text-muted-foreground">{t('admin.settings.holidays.description')}</p>
            </div>
            <ul className="grid gap-2 sm:grid-cols-2">
              {suggestions.map((holiday) => {
                const name = t(`admin.settings.holidays.${holiday.key}`);
                const date = formatCalendarDate(holiday.date, language);
                return (
                  <li
                    key={`${holiday.key}-${holiday.date}`}
                    className="flex items-center justify-between gap-3 rounded-lg border border-border p-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold">{name}</p>
                      <p className="text-sm text-muted-foreground">{date}</p>
                    </div>
                    {holiday.added ? (
                      <Badge tone="success">{t('admin.settings.holidays.added')}</Badge>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="shrink-0 max-sm:min-h-11"
                        aria-label={t('admin.settings.holidays.addLabel', { name, date })}
                        {...guard}
                        disabled={!allowed}
                        onClick={() =>
                          setDraft({
                            prefill: {
                              label: holiday.name,
                              startDate: holiday.date,
                              endDate: holiday.date,
                              closed: true,
                            },
                          })
                        }
                      >
                        {t('admin.settings.holidays.add')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}

      <ExceptionFormDialog
        draft={draft}
        onClose={() => setDraft(null)}
        weeklyHours={weeklyHours}
        today={today}
        onSaved={setLastSaved}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        description={
          deleting
            ? t('admin.settings.exceptions.deleteDescription', {
                label: deleting.label,
                dates: rangeText(deleting, language),
              })
            : ''
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPanel>
  );
}

function ExceptionRow({ exception, children }: { exception: ScheduleExceptionDto; children?: ReactNode }) {
  const { t, language } = useAdminI18n();
  return (
    <li className="flex items-center justify-between gap-3 p-3 sm:px-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">{exception.label}</p>
        <p className="text-sm text-muted-foreground">{rangeText(exception, language)}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          {exception.closed ? (
            <Badge tone="danger">{t('admin.settings.exceptions.closed')}</Badge>
          ) : (
            <>
              <Badge tone="info">{t('admin.settings.exceptions.special')}</Badge>
              <span className="tabular-nums">{formatPeriods(exception.periods, '–', language)}</span>
            </>
          )}
        </p>
      </div>
      {children}
    </li>
  );
}
