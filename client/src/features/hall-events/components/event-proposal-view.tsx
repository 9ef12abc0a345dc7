import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { telHref } from '@shared/business-info';
import { HALL_TAX_RATE_TEXT } from '@shared/hall-events';
import type { ClientEventDto, EventProposalDto } from '@shared/schemas/hall-events';
import { formatClock } from '@shared/time';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { FormError } from '@/components/ui/form-error';
import { ApiRequestError } from '@/lib/api-request';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSiteInfo } from '@/lib/site-info';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useAcceptProposal, useChangeGuestCount, useClientEvent, usePayEvent } from '../api';
import { checkoutReturn, proposalActions } from '../proposal-actions';
import { EventSummary } from './event-summary';
import { AskAgain, LinkNotValid, Notice } from './link-notice';

const card = 'grid gap-4 rounded-[var(--radius-card)] bg-card p-5 shadow-[var(--shadow-card)] sm:p-8';

/**
 * /events/proposal/:token, the link in the proposal email: the proposal's lines and totals, the
 * dates, the policy; accepting it, changing the guest count, and paying the deposit and balance.
 */
export function EventProposalView({ token }: { token: string }) {
  const { t, language } = useHallEventsI18n();
  const { data: site } = useSiteInfo();
  const query = useClientEvent(token);
  const search = useSearch();
  const returned = checkoutReturn(search);
  const hallPhone = site?.business.hallPhone;

  // Back from Checkout the payment may reach us a moment after the visitor: read again, then once more.
  useEffect(() => {
    if (returned !== 'paid') return;
    void query.refetch();
    const again = setTimeout(() => void query.refetch(), 4000);
    return () => clearTimeout(again);
  }, [returned]); // eslint-disable-line react-hooks/exhaustive-deps

  if (query.error instanceof ApiRequestError && query.error.status === 404)
    return <LinkNotValid hallPhone={hallPhone} />;
  if (query.error && !query.data)
    return (
      <Notice title={t('hallEvents.link.error.title')}>
        <p>{errorMessage(query.error, t('hallEvents.link.error.body'))}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('hallEvents.tryAgain')}
        </Button>
      </Notice>
    );
  if (!query.data)
    return (
      <p role="status" className="text-muted-foreground">
        {t('hallEvents.link.loading')}
      </p>
    );

  const event = query.data;
  const actions = proposalActions(event);
  const name = language === 'am' && event.packageNameAm ? event.packageNameAm : event.packageName;
  const ended =
    event.status === 'lost' || event.status === 'cancelled' || event.status === 'expired' ? event.status : null;

  return (
    <div className="grid gap-6">
      {returned === 'paid' && (
        <p role="status" className="rounded-lg border border-success/50 bg-success/10 px-4 py-3 font-medium">
          {t('hallEvents.proposal.returned')}
        </p>
      )}
      {returned === 'cancelled' && (
        <p role="status" className="rounded-lg border border-accent bg-accent/15 px-4 py-3 font-medium">
          {t('hallEvents.proposal.returnedCancelled')}
        </p>
      )}
      <section aria-labelledby="hall-event-title" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="hall-event-title" className="text-2xl font-semibold">
            {t('hallEvents.proposal.eventTitle')}
          </h2>
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">
            {t(`hallEvents.status.${event.status}`)}
          </span>
        </div>
        <EventSummary
          packageName={name}
          eventDate={event.eventDate}
          blocks={event.blocks}
          times={`${formatClock(event.startTime, language)} – ${formatClock(event.endTime, language)}`}
          guestCount={event.guestCount}
        />
      </section>

      {ended ? (
        <Notice title={t(`hallEvents.proposal.ended.${ended}`)} tone="warning">
          <p>{t('hallEvents.proposal.endedBody')}</p>
          <AskAgain hallPhone={hallPhone} />
        </Notice>
      ) : !event.proposal ? (
        <Notice title={t('hallEvents.proposal.none.title')}>
          <p>{t('hallEvents.proposal.none.body')}</p>
        </Notice>
      ) : (
        <>
          <ProposalState event={event} timeZone={site?.timeZone} />
          <ProposalLines proposal={event.proposal} />
          <Money event={event} proposal={event.proposal} />
          {actions.accept && event.proposal && <AcceptForm token={token} version={event.proposal.version} />}
          {actions.pay && actions.payAmount && (
            <PayPanel token={token} event={event} part={actions.pay} amount={actions.payAmount} />
          )}
          {event.guestCountChangeable && <GuestCountForm token={token} event={event} />}
          <section aria-labelledby="hall-policy-title" className={card}>
            <h2 id="hall-policy-title" className="text-xl font-semibold">
              {t('hallEvents.proposal.policy')}
            </h2>
            <p className="whitespace-pre-line">{event.proposal.policy}</p>
          </section>
        </>
      )}
    </div>
  );
}

function ProposalState({ event, timeZone }: { event: ClientEventDto; timeZone?: string }) {
  const { t, language } = useHallEventsI18n();
  const proposal = event.proposal!;
  switch (event.proposalState) {
    case 'superseded':
      return (
        <Notice title={t('hallEvents.proposal.superseded.title')} tone="warning">
          <p>{t('hallEvents.proposal.superseded.body')}</p>
        </Notice>
      );
    case 'expired':
      return (
        <Notice title={t('hallEvents.proposal.expired.title')} tone="warning">
          <p>
            {t('hallEvents.proposal.expired.body', {
              date: formatCalendarDate(proposal.validUntil.slice(0, 10), language, 'long'),
              phone: event.hallPhone,
            })}
          </p>
        </Notice>
      );
    case 'accepted':
      return (
        <p className="rounded-lg border border-success/50 bg-success/10 px-4 py-3">
          {t('hallEvents.proposal.acceptedBy', {
            name: proposal.acceptedName ?? '',
            time: proposal.acceptedAt && timeZone ? formatTimestamp(proposal.acceptedAt, timeZone, language) : '',
          })}
        </p>
      );
    default:
      return (
        <div className="grid gap-2">
          <h2 className="text-2xl font-semibold">{t('hallEvents.proposal.title', { name: event.firstName })}</h2>
          <p>
            {t('hallEvents.proposal.validUntil', {
              date: formatCalendarDate(proposal.validUntil.slice(0, 10), language, 'long'),
            })}
          </p>
          {proposal.message && <p className="whitespace-pre-line rounded-lg bg-muted/60 p-4">{proposal.message}</p>}
        </div>
      );
  }
}

function ProposalLines({ proposal }: { proposal: EventProposalDto }) {
  const { t, language } = useHallEventsI18n();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <section aria-labelledby="hall-lines-title" className={card}>
      <h2 id="hall-lines-title" className="text-xl font-semibold">
        {t('hallEvents.proposal.lines', { version: proposal.version })}
      </h2>
      <ul className="grid divide-y divide-border">
        {proposal.lines.map((line, index) => (
          <li key={`${index}-${line.label}`} className="flex items-start justify-between gap-4 py-3">
            <span>
              <span className="block font-medium">{language === 'am' && line.labelAm ? line.labelAm : line.label}</span>
              <span className="block text-sm text-muted-foreground">
                {t('hallEvents.proposal.lineQuantity', { quantity: line.quantity, price: money(line.unitPrice) })} ·{' '}
                {line.taxable
                  ? t('hallEvents.estimate.taxed', { rate: HALL_TAX_RATE_TEXT })
                  : t('hallEvents.estimate.notTaxed')}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 border-t border-border pt-4">
        <Row label={t('hallEvents.estimate.subtotal')} value={money(proposal.subtotal)} />
        <Row label={t('hallEvents.estimate.tax', { rate: HALL_TAX_RATE_TEXT })} value={money(proposal.tax)} />
        <Row label={t('hallEvents.estimate.total')} value={money(proposal.total)} strong />
      </dl>
      <p className="text-sm text-muted-foreground">{t('hallEvents.estimate.alcohol')}</p>
    </section>
  );
}

function Money({ event, proposal }: { event: ClientEventDto; proposal: EventProposalDto }) {
  const { t, language } = useHallEventsI18n();
  const money = (amount: string) => formatMoney(amount, language);
  const date = (value: string | null) => (value ? formatCalendarDate(value, language, 'long') : '');
  return (
    <section aria-labelledby="hall-money-title" className={card}>
      <h2 id="hall-money-title" className="text-xl font-semibold">
        {t('hallEvents.proposal.payments')}
      </h2>
      <dl className="grid gap-2">
        <Row
          label={
            event.depositDueDate
              ? t('hallEvents.proposal.depositBy', { date: date(event.depositDueDate) })
              : t('hallEvents.estimate.deposit')
          }
          value={money(proposal.deposit)}
        />
        <Row label={t('hallEvents.proposal.paid')} value={money(event.paid)} />
        <Row
          label={t('hallEvents.proposal.balanceBy', { date: date(event.balanceDueDate) })}
          value={money(event.balanceDue)}
          strong
        />
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('hallEvents.proposal.finalCount', { date: date(event.finalCountDueDate) })}
      </p>
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

interface AcceptValues {
  name: string;
  agree: boolean;
}

const ACCEPT = lazyZodResolver<AcceptValues, { name: string; agree: true }>(
  () => import('@shared/schemas/hall-events').then((module) => module.acceptProposalSchema) as never,
);

/** Accepts the version on the screen: a newer one sent meanwhile is refused, and the page shows it. */
function AcceptForm({ token, version }: { token: string; version: number }) {
  const { t } = useHallEventsI18n();
  const accept = useAcceptProposal(token);
  const form = useForm<AcceptValues, unknown, { name: string; agree: true }>({
    resolver: ACCEPT.resolver,
    defaultValues: { name: '', agree: false },
  });
  const { register, handleSubmit, formState, setError } = form;
  const submit = async (input: { name: string; agree: true }) => {
    try {
      await accept.mutateAsync({ ...input, version });
    } catch (error) {
      if (applyServerErrors(form, error, { otherRefusalOn: 'root.server' }).length === 0)
        setError('root.server', { message: errorMessage(error, t('hallEvents.link.error.body')) });
    }
  };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      {...ACCEPT.formProps}
      aria-labelledby="hall-accept-title"
      className={card}
    >
      <h2 id="hall-accept-title" className="text-xl font-semibold">
        {t('hallEvents.accept.title')}
      </h2>
      <p>{t('hallEvents.accept.body')}</p>
      <Field label={t('hallEvents.accept.name')} error={formState.errors.name?.message}>
        {(props) => <Input {...props} autoComplete="name" {...register('name')} />}
      </Field>
      <div className="grid gap-1">
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-primary"
            aria-invalid={formState.errors.agree ? true : undefined}
            {...register('agree')}
          />
          <span>{t('hallEvents.accept.agree')}</span>
        </label>
        <FormError text={formState.errors.agree?.message} />
      </div>
      <FormError text={formState.errors.root?.server?.message} boxed />
      <div>
        <Button type="submit" size="lg" disabled={accept.isPending || formState.isSubmitting}>
          {t('hallEvents.accept.submit')}
        </Button>
      </div>
    </form>
  );
}

function PayPanel({
  token,
  event,
  part,
  amount,
}: {
  token: string;
  event: ClientEventDto;
  part: 'deposit' | 'balance';
  amount: string;
}) {
  const { t, language } = useHallEventsI18n();
  const pay = usePayEvent(token);
  const [failed, setFailed] = useState<string | null>(null);
  const start = () => {
    setFailed(null);
    pay.mutate(part, {
      onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
      onError: (error) => setFailed(errorMessage(error, t('hallEvents.pay.failed', { phone: event.hallPhone }))),
    });
  };
  return (
    <section aria-labelledby="hall-pay-title" className={card}>
      <h2 id="hall-pay-title" className="text-xl font-semibold">
        {t(part === 'deposit' ? 'hallEvents.pay.depositTitle' : 'hallEvents.pay.balanceTitle', {
          amount: formatMoney(amount, language),
        })}
      </h2>
      {event.payOnline ? (
        <>
          <p>{t('hallEvents.pay.online')}</p>
          {failed && (
            <p role="alert" className="font-medium text-destructive">
              {failed}
            </p>
          )}
          <div>
            <Button size="lg" onClick={start} disabled={pay.isPending || pay.isSuccess}>
              {t(part === 'deposit' ? 'hallEvents.pay.deposit' : 'hallEvents.pay.balance')}
            </Button>
          </div>
        </>
      ) : (
        <p>
          {t('hallEvents.pay.call')}{' '}
          <a href={telHref(event.hallPhone)} className={buttonVariants({ variant: 'link' })}>
            {event.hallPhone}
          </a>
        </p>
      )}
    </section>
  );
}

function GuestCountForm({ token, event }: { token: string; event: ClientEventDto }) {
  const { t, language } = useHallEventsI18n();
  const change = useChangeGuestCount(token);
  const [count, setCount] = useState(String(event.guestCount));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const guestCount = Number(count);
    if (!Number.isInteger(guestCount) || guestCount < event.minGuests || guestCount > event.maxGuests) {
      setMessage({ ok: false, text: t('hallEvents.guests.range', { min: event.minGuests, max: event.maxGuests }) });
      return;
    }
    change.mutate(guestCount, {
      onSuccess: (updated) =>
        setMessage({
          ok: true,
          text: t('hallEvents.guests.changed', {
            guests: updated.guestCount,
            balance: formatMoney(updated.balanceDue, language),
          }),
        }),
      onError: (error) => setMessage({ ok: false, text: errorMessage(error, t('hallEvents.link.error.body')) }),
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="hall-guests-title" className={card}>
      <h2 id="hall-guests-title" className="text-xl font-semibold">
        {t('hallEvents.guests.title')}
      </h2>
      <p>
        {t('hallEvents.guests.body', {
          date: formatCalendarDate(event.finalCountDueDate, language, 'long'),
          min: event.minGuests,
          max: event.maxGuests,
        })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('hallEvents.guests.label')} className="w-40">
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={event.minGuests}
              max={event.maxGuests}
              value={count}
              onChange={(changeEvent) => setCount(changeEvent.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" size="md" disabled={change.isPending}>
          {t('hallEvents.guests.submit')}
        </Button>
      </div>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'font-medium' : 'font-medium text-destructive'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
