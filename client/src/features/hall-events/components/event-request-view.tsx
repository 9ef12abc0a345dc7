import type { EventRequestViewDto } from '@shared/schemas/hall-events';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-request';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { formatTimestamp } from '@/lib/format-date';
import { useSiteInfo } from '@/lib/site-info';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useConfirmEventRequest, useEventRequest } from '../api';
import { requestPageState } from '../request-state';
import { EventSummary } from './event-summary';
import { AskAgain, LinkNotValid, Notice } from './link-notice';

/**
 * /events/request/:token, the link in the "request received" email: the request, and "Confirm my
 * request", a POST on a click (mail scanners open links), which keeps the hold for longer.
 */
export function EventRequestView({ token }: { token: string }) {
  const { t, language } = useHallEventsI18n();
  const { data: site } = useSiteInfo();
  const request = useEventRequest(token);
  const confirm = useConfirmEventRequest(token);
  const hallPhone = site?.business.hallPhone;
  const lapsedByConfirm = confirm.error instanceof ApiRequestError && confirm.error.status === 409;
  const state = requestPageState(request.data, request.error, lapsedByConfirm);

  if (state === 'notFound') return <LinkNotValid hallPhone={hallPhone} />;
  if (state === 'error')
    return (
      <Notice title={t('hallEvents.link.error.title')}>
        <p>{errorMessage(request.error, t('hallEvents.link.error.body'))}</p>
        <Button variant="secondary" onClick={() => void request.refetch()} disabled={request.isFetching}>
          {t('hallEvents.tryAgain')}
        </Button>
      </Notice>
    );
  if (state === 'loading' || !request.data)
    return (
      <p role="status" className="text-muted-foreground">
        {t('hallEvents.link.loading')}
      </p>
    );

  const view = request.data;
  const name = language === 'am' && view.packageNameAm ? view.packageNameAm : view.packageName;
  const until = (iso: string) => (site ? formatTimestamp(iso, site.timeZone, language) : '');
  const summary = <RequestSummary view={view} packageName={name} until={until} />;

  switch (state) {
    case 'lapsed':
      return (
        <Notice title={t('hallEvents.request.lapsed.title')} tone="warning">
          <p>{t('hallEvents.request.lapsed.body')}</p>
          <AskAgain hallPhone={hallPhone} />
        </Notice>
      );
    case 'confirmed':
      return (
        <Notice title={t('hallEvents.request.confirmed.title')} tone="success">
          {summary}
          <p>
            {view.holdExpiresAt
              ? t('hallEvents.request.confirmed.body', { time: until(view.holdExpiresAt) })
              : t('hallEvents.request.confirmed.bodyNoHold')}
          </p>
        </Notice>
      );
    case 'moved':
      return (
        <Notice title={t('hallEvents.request.moved.title')}>
          {summary}
          <p>{t('hallEvents.request.moved.body')}</p>
        </Notice>
      );
    default:
      return (
        <Notice title={t('hallEvents.request.open.title', { name: view.firstName })}>
          <p>{t('hallEvents.request.open.body')}</p>
          {summary}
          {confirm.error && !lapsedByConfirm && (
            <p role="alert" className="font-medium text-destructive">
              {errorMessage(confirm.error, t('hallEvents.link.error.body'))}
            </p>
          )}
          <div>
            <Button size="lg" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? t('hallEvents.request.confirming') : t('hallEvents.request.confirm')}
            </Button>
          </div>
        </Notice>
      );
  }
}

function RequestSummary({
  view,
  packageName,
  until,
}: {
  view: EventRequestViewDto;
  packageName: string;
  until: (iso: string) => string;
}) {
  const { t, language } = useHallEventsI18n();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <>
      <EventSummary
        packageName={packageName}
        eventDate={view.eventDate}
        blocks={view.blocks}
        guestCount={view.guestCount}
      >
        <dt className="font-semibold">{t('hallEvents.summary.estimate')}</dt>
        <dd className="-mt-2 sm:mt-0">
          {t('hallEvents.summary.estimateLine', {
            subtotal: money(view.estimate.subtotal),
            tax: money(view.estimate.tax),
            total: money(view.estimate.total),
          })}
          <span className="block text-sm text-muted-foreground">
            {t('hallEvents.summary.depositLine', { deposit: money(view.estimate.deposit) })}
          </span>
        </dd>
        {view.holdExpiresAt && (
          <>
            <dt className="font-semibold">{t('hallEvents.summary.holdEnds')}</dt>
            <dd className="-mt-2 sm:mt-0">{until(view.holdExpiresAt)}</dd>
          </>
        )}
      </EventSummary>
      <p className="text-sm text-muted-foreground">{t('hallEvents.estimate.mark')}</p>
    </>
  );
}
