import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CALENDAR_DATES } from '@shared/constants';
import { giftCardReportQuerySchema } from '@shared/schemas/gift-card';
import { isDateWithin, zonedMoment } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-controls';
import { PrinterIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { dateFormatter, formatCalendarDate } from '@/lib/format-date';
import { useGiftCardReport } from '../api';

interface DayReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * On paper the open report is all there is: every other child of the page's body (the app, the
 * backdrop, toasts) is left out, and the dialog becomes a plain page.
 */
const PRINT_ONLY_THIS =
  'print:[body:has(&)>:not(&)]:hidden print:static print:inset-auto print:translate-none print:max-h-none print:w-full print:max-w-none print:overflow-visible print:rounded-none print:p-0 print:shadow-none print:[&>button]:hidden';

type ReportQuery = z.infer<typeof giftCardReportQuerySchema>;

/** Today's redemptions (or another day's), by staff member with totals, for closing the till; printable. */
export function DayReportDialog({ open, onOpenChange }: DayReportDialogProps) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const listId = useId();
  const today = zonedMoment(timeZone).date;
  const form = useForm<ReportQuery>({
    resolver: zodResolver(giftCardReportQuerySchema),
    defaultValues: { date: today },
    mode: 'onChange',
  });
  const date = useWatch({ control: form.control, name: 'date' }) ?? today;
  const report = useGiftCardReport(open ? date : '');
  const clock = dateFormatter(language, { timeStyle: 'short', timeZone });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide" className={PRINT_ONLY_THIS}>
        <DialogTitle>
          {t('admin.giftCards.report.title', { date: formatCalendarDate(date, language, 'long') })}
        </DialogTitle>
        <DialogDescription>{t('admin.giftCards.report.description')}</DialogDescription>

        <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
          <Field label={t('admin.giftCards.report.date')} error={form.formState.errors.date?.message}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={CALENDAR_DATES.min}
                max={today}
                value={date}
                // A typed day outside the range is not taken: the server would refuse it (a day still to come has no report).
                onChange={(event) =>
                  isDateWithin(event.target.value, CALENDAR_DATES.min, today) &&
                  form.setValue('date', event.target.value, { shouldValidate: true })
                }
                className="w-auto"
              />
            )}
          </Field>
          <Button variant="secondary" onClick={() => window.print()} disabled={!report.isSuccess}>
            <PrinterIcon />
            {t('admin.giftCards.report.print')}
          </Button>
        </div>

        <div className="mt-5">
          {report.isPending ? (
            <ListLoading label={t('admin.giftCards.report.loading')} />
          ) : report.isError ? (
            <ListLoadError
              message={t('admin.giftCards.report.loadError')}
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          ) : report.data.transactions.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
              {t('admin.giftCards.report.empty')}
            </p>
          ) : (
            <div className="grid gap-6">
              <table className="w-full text-sm">
                <caption className="mb-2 text-left font-semibold">{t('admin.giftCards.report.byStaff')}</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('admin.giftCards.report.staff')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('admin.giftCards.report.count')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('admin.giftCards.report.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.staff.map((row) => (
                    <tr key={row.staff?.id ?? 'none'} className="border-b border-border">
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {row.staff?.username ?? row.staffUsername ?? t('admin.giftCards.history.noStaff')}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{row.redemptions}</td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(row.total, language)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row" className="py-2 pr-3 text-left">
                      {t('admin.giftCards.report.grandTotal')}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{report.data.redemptions}</td>
                    <td className="py-2 text-right tabular-nums">{formatMoney(report.data.total, language)}</td>
                  </tr>
                </tfoot>
              </table>

              <section aria-labelledby={`${listId}-list`}>
                <h3 id={`${listId}-list`} className="mb-2 text-sm font-semibold">
                  {t('admin.giftCards.report.list')}
                </h3>
                <ol className="grid gap-1 text-sm">
                  {report.data.transactions.map((entry) => {
                    const undone = entry.undoneAt !== null;
                    return (
                      <li
                        key={entry.id}
                        className={cn(
                          'grid grid-cols-[auto_1fr_auto] gap-x-3 border-b border-border py-1.5',
                          undone && 'text-muted-foreground',
                        )}
                      >
                        <time dateTime={entry.createdAt} className="tabular-nums">
                          {clock.format(new Date(entry.createdAt))}
                        </time>
                        <span className="min-w-0">
                          <span className="font-mono">{entry.maskedCode}</span>
                          {' · '}
                          {entry.staff?.username ?? entry.staffUsername ?? t('admin.giftCards.history.noStaff')}
                          {entry.note && <span className="block break-words">{entry.note}</span>}
                        </span>
                        <span className="text-right tabular-nums">
                          <span className={cn(undone && 'line-through')}>
                            {formatMoney(Math.abs(Number(entry.amount)), language)}
                          </span>
                          {undone && <span className="block text-xs">{t('admin.giftCards.history.undone')}</span>}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              </section>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
