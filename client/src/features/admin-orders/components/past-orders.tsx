import { useId, useState, type FormEvent } from 'react';
import { CALENDAR_DATES } from '@shared/constants';
import { ORDERING } from '@shared/ordering-constants';
import { isDateWithin } from '@shared/time';
import { useAdminToasts } from '@/components/admin/admin-toasts';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { DownloadIcon, SearchIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { errorMessage } from '@/lib/error-message';
import { formatCalendarDate } from '@/lib/format-date';
import { useExportOrders, usePastOrders } from '../api';
import { PastOrderCard } from './past-order-card';

/**
 * Past orders: look an order up by its number, the guest's name or phone (every day's orders, or
 * only the chosen day's), or list one day's orders; download that day as a spreadsheet.
 */
export function PastOrders() {
  const { t, language } = useAdminI18n();
  const { failed } = useAdminToasts();
  const downloadNoteId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [date, setDate] = useState('');
  const orders = usePastOrders({ q, date });
  const exportOrders = useExportOrders();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  const clear = () => {
    setTyped('');
    setQ('');
    setDate('');
  };
  const download = async () => {
    try {
      await exportOrders.mutateAsync(date);
    } catch (error) {
      failed(errorMessage(error, t('admin.orders.past.downloadFailed')));
    }
  };

  return (
    <div className="grid gap-4">
      <form
        role="search"
        aria-label={t('admin.orders.past.searchLabel')}
        onSubmit={search}
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          label={t('admin.orders.past.search')}
          hint={t('admin.orders.past.searchHint')}
          className="min-w-56 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="search"
              inputMode="search"
              autoComplete="off"
              maxLength={ORDERING.maxSearchLength}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('admin.orders.past.date')} hint={t('admin.orders.past.dateHint')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={CALENDAR_DATES.min}
              max={CALENDAR_DATES.max}
              value={date}
              // A typed day outside the calendar's years is not taken: the server would refuse it.
              onChange={(event) =>
                setDate(
                  event.target.value === '' || isDateWithin(event.target.value, CALENDAR_DATES.min, CALENDAR_DATES.max)
                    ? event.target.value
                    : date,
                )
              }
              className="w-auto"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2 pb-7">
          <Button type="submit">
            <SearchIcon />
            {t('admin.orders.past.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={clear} disabled={!typed && !q && !date}>
            {t('admin.orders.past.clear')}
          </Button>
        </div>
      </form>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={download}
          disabled={!date || exportOrders.isPending}
          aria-describedby={date ? undefined : downloadNoteId}
        >
          <DownloadIcon />
          {exportOrders.isPending
            ? t('admin.orders.past.downloading')
            : date
              ? t('admin.orders.past.download', { date: formatCalendarDate(date, language, 'long') })
              : t('admin.orders.past.downloadNoDay')}
        </Button>
        {!date && (
          <p id={downloadNoteId} className="text-sm text-muted-foreground">
            {t('admin.orders.past.downloadHint')}
          </p>
        )}
      </div>

      <section aria-label={t('admin.orders.past.results')} aria-live="polite" className="grid gap-3">
        {!q && !date ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
            {t('admin.orders.past.start')}
          </p>
        ) : orders.isPending ? (
          <ListLoading label={t('admin.orders.past.loading')} />
        ) : orders.isError ? (
          <ListLoadError
            message={errorMessage(orders.error, t('admin.orders.past.loadError'))}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : orders.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
            {t('admin.orders.past.empty')}
          </p>
        ) : (
          <>
            <p role="status" className="text-sm font-semibold">
              {t('admin.orders.past.count', { count: orders.data.length })}
            </p>
            <ul className="grid gap-3 md:grid-cols-2">
              {orders.data.map((order) => (
                <li key={order.id} className="min-w-0">
                  <PastOrderCard order={order} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
