import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { eventMayMove, HALL_TAX_RATE_TEXT } from '@shared/hall-events';
import { DEFAULT_HALL_SETTINGS, type AdminEventBookingDto, type EventPaymentDto } from '@shared/schemas/hall-events';
import { useAdminContext } from '@/components/admin/admin-context';
import { adminSectionHref, hallEventHref } from '@/components/admin/admin-sections';
import { AdminPanel } from '@/components/admin/admin-panel';
import { GuardedActionButton } from '@/components/admin/guarded-action-button';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { PermissionNote } from '@/components/admin/permission-note';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { BackArrowIcon, PencilIcon, PrinterIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { useEventBooking, useEventPackages, useHallSettings } from '../api';
import { clientName } from '../event-labels';
import { HALL_NOTE_ID, useHallGuard } from '../guard';
import { EditEventDialog } from './edit-event-dialog';
import { EventHistory, EventNoteForm } from './event-notes';
import { RecordPaymentDialog, RefundDialog } from './payment-dialogs';
import { ProposalEditor } from './proposal-editor';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog';
import { EventStatusBadge } from './status-badge';
import { useEventTexts } from './use-event-texts';

/** An event's page: who and when, the needs, the money, the proposal, payments, status, notes and history. */
export function EventDetail({ id }: { id: number }) {
  const { t } = useAdminI18n();
  const event = useEventBooking(id);

  return (
    <div className="grid gap-6">
      <Link
        href={`${adminSectionHref('hall-events')}`}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'justify-self-start' })}
      >
        <BackArrowIcon />
        {t('admin.hall.detail.back')}
      </Link>
      {event.isPending ? (
        <ListLoading label={t('admin.hall.detail.loading')} />
      ) : event.isError && !event.data ? (
        <ListLoadError
          message={t('admin.hall.detail.notFound')}
          onRetry={() => void event.refetch()}
          retrying={event.isFetching}
        />
      ) : (
        <EventPage event={event.data} />
      )}
    </div>
  );
}

function EventPage({ event }: { event: AdminEventBookingDto }) {
  const { t, language } = useAdminI18n();
  const manage = useHallGuard();
  const packages = useEventPackages();
  const settings = useHallSettings();
  const texts = useEventTexts();
  const [editing, setEditing] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<EventPaymentDto | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const pkg = packages.data?.find((entry) => entry.id === event.packageId);
  const hall = settings.data ?? DEFAULT_HALL_SETTINGS;
  const policy =
    language === 'am' && hall.cancellationPolicy.am ? hall.cancellationPolicy.am : hall.cancellationPolicy.en;
  const name = clientName(event);
  const live = !['lost', 'cancelled', 'expired', 'completed'].includes(event.status);
  const holding = event.status === 'tentative' || event.status === 'proposal_sent';

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-2xl font-semibold break-words">{name}</h2>
            <EventStatusBadge status={event.status} />
            {event.overdue && <Badge tone="danger">{t('admin.hall.detail.overdue')}</Badge>}
          </div>
          <p className="font-medium">
            {texts.dateText(event.eventDate)} · {texts.blocksText(event.blocks)} · {texts.timeText(event)}
          </p>
        </div>
        <Link href={`${hallEventHref(event.id)}/beo`} className={buttonVariants({ variant: 'secondary' })}>
          <PrinterIcon />
          {t('admin.hall.detail.printBeo')}
        </Link>
      </div>
      <PermissionNote permission="hallEvents.manage" id={HALL_NOTE_ID} />

      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_24rem] 2xl:grid-rows-[auto_1fr]">
        <div className="min-w-0 2xl:col-start-2 2xl:row-start-1">
          <AdminPanel id="hall-status" title={t('admin.hall.actions.heading')}>
            {live ? (
              <div className="flex flex-wrap gap-2">
                {holding && (
                  <GuardedActionButton
                    manage={manage}
                    variant="secondary"
                    onClick={() => setChange({ event, to: 'lost', release: true })}
                  >
                    {t('admin.hall.actions.releaseHold')}
                  </GuardedActionButton>
                )}
                {event.status === 'accepted' && (
                  <>
                    <GuardedActionButton manage={manage} onClick={() => setChange({ event, to: 'confirmed' })}>
                      {t('admin.hall.actions.markConfirmed')}
                    </GuardedActionButton>
                    <GuardedActionButton
                      manage={manage}
                      variant="secondary"
                      onClick={() => setChange({ event, to: 'lost' })}
                    >
                      {t('admin.hall.actions.markLost')}
                    </GuardedActionButton>
                  </>
                )}
                {event.status === 'confirmed' && (
                  <GuardedActionButton manage={manage} onClick={() => setChange({ event, to: 'completed' })}>
                    {t('admin.hall.actions.markCompleted')}
                  </GuardedActionButton>
                )}
                <GuardedActionButton
                  manage={manage}
                  variant="ghostDanger"
                  onClick={() => setChange({ event, to: 'cancelled' })}
                >
                  {t('admin.hall.actions.cancelEvent')}
                </GuardedActionButton>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('admin.hall.actions.none')}</p>
            )}
          </AdminPanel>
        </div>
        <div className="grid min-w-0 content-start gap-6 2xl:col-start-1 2xl:row-span-2 2xl:row-start-1">
          <AdminPanel id="hall-facts" title={t('admin.hall.detail.event')}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Fact label={t('admin.hall.detail.package')}>{event.packageName}</Fact>
              <Fact label={t('admin.hall.detail.guests')}>{event.guestCount}</Fact>
              <Fact label={t('admin.hall.detail.email')}>
                <a className="break-all text-primary underline-offset-2 hover:underline" href={`mailto:${event.email}`}>
                  {event.email}
                </a>
              </Fact>
              <Fact label={t('admin.hall.detail.phone')}>
                <a className="text-primary underline-offset-2 hover:underline" href={`tel:${event.phone}`}>
                  {event.phone}
                </a>
              </Fact>
              <Fact label={t('admin.hall.detail.language')}>{event.language === 'am' ? 'አማርኛ' : 'English'}</Fact>
              <Fact label={t('admin.hall.detail.addOns')}>
                {event.additionalServices.length
                  ? event.additionalServices.map((key) => t(`admin.hall.addOn.${key}`)).join(', ')
                  : t('admin.hall.detail.none')}
              </Fact>
              {event.status === 'tentative' && (
                <Fact label={t('admin.hall.detail.hold')}>
                  <HoldText event={event} />
                </Fact>
              )}
              {event.lostReason && (
                <Fact label={t('admin.hall.status.lost')}>
                  {t(`admin.hall.lostReason.${event.lostReason}`)}
                  {event.statusNote ? ` · ${event.statusNote}` : ''}
                </Fact>
              )}
            </dl>
          </AdminPanel>

          <AdminPanel id="hall-needs" title={t('admin.hall.detail.needs')}>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <Fact label={t('admin.hall.detail.dietary')}>{event.dietaryRestrictions}</Fact>
              <Fact label={t('admin.hall.detail.accessibility')}>{event.accessibilityNeeds}</Fact>
              <Fact label={t('admin.hall.detail.decorations')}>{event.decorationPreferences}</Fact>
              <Fact label={t('admin.hall.detail.music')}>{event.musicPreferences}</Fact>
              <Fact label={t('admin.hall.detail.equipment')}>{event.equipment}</Fact>
              <Fact label={t('admin.hall.detail.specialRequests')}>{event.specialRequests}</Fact>
              <Fact label={t('admin.hall.detail.staffNotes')} wide>
                {event.staffNotes}
              </Fact>
            </dl>
            <GuardedActionButton variant="secondary" manage={manage} className="mt-4" onClick={() => setEditing(true)}>
              <PencilIcon />
              {t('admin.hall.detail.editNeeds')}
            </GuardedActionButton>
          </AdminPanel>

          <AdminPanel id="hall-proposal" title={t('admin.hall.proposal.heading')}>
            {proposing ? (
              <ProposalEditor
                event={event}
                pkg={pkg}
                depositPercent={hall.depositPercent}
                onClose={() => setProposing(false)}
              />
            ) : (
              <ProposalSummary event={event} />
            )}
            {!proposing && (
              <div className="mt-4 flex flex-wrap gap-2">
                <GuardedActionButton
                  manage={manage}
                  disabled={!eventMayMove(event.status, 'proposal_sent')}
                  onClick={() => setProposing(true)}
                >
                  <PencilIcon />
                  {event.proposal ? t('admin.hall.proposal.edit') : t('admin.hall.proposal.new')}
                </GuardedActionButton>
              </div>
            )}
          </AdminPanel>

          <AdminPanel id="hall-payments" title={t('admin.hall.payments.heading')}>
            <MoneyFacts event={event} />
            <PaymentList event={event} onRefund={setRefunding} />
            <GuardedActionButton manage={manage} className="mt-4" disabled={!live} onClick={() => setRecording(true)}>
              {t('admin.hall.payments.record')}
            </GuardedActionButton>
          </AdminPanel>
        </div>

        <div className="grid min-w-0 content-start gap-6 2xl:col-start-2 2xl:row-start-2">
          <AdminPanel id="hall-notes" title={t('admin.hall.notes.heading')}>
            <EventNoteForm event={event} />
          </AdminPanel>
          <EventHistory event={event} />
        </div>
      </div>

      <EditEventDialog event={event} open={editing} onClose={() => setEditing(false)} />
      <RecordPaymentDialog event={event} open={recording} onClose={() => setRecording(false)} />
      <RefundDialog event={event} payment={refunding} policy={policy} onClose={() => setRefunding(null)} />
      <StatusChangeDialog change={change} policy={policy} onClose={() => setChange(null)} />
    </>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const { t } = useAdminI18n();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words font-medium">{empty ? t('admin.hall.detail.none') : children}</dd>
    </div>
  );
}

function HoldText({ event }: { event: AdminEventBookingDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  return (
    <>
      {event.holdExpiresAt &&
        t('admin.hall.detail.holdUntil', { time: formatTimestamp(event.holdExpiresAt, timeZone, language) })}
      <br />
      {event.confirmedByClientAt
        ? t('admin.hall.detail.confirmedByClient', {
            time: formatTimestamp(event.confirmedByClientAt, timeZone, language),
          })
        : t('admin.hall.detail.notConfirmed')}
    </>
  );
}

function MoneyRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function ProposalSummary({ event }: { event: AdminEventBookingDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const proposal = event.proposal;
  const money = (value: string) => formatMoney(value, language);
  if (!proposal) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t('admin.hall.proposal.none')}</p>
        <h3 className="font-semibold">{t('admin.hall.detail.estimate')}</h3>
        <dl className="grid max-w-sm gap-1 text-sm">
          <MoneyRow label={t('admin.hall.money.subtotal')} value={money(event.estimate.subtotal)} />
          <MoneyRow label={t('admin.hall.money.tax', { rate: HALL_TAX_RATE_TEXT })} value={money(event.estimate.tax)} />
          <MoneyRow label={t('admin.hall.money.total')} value={money(event.estimate.total)} strong />
          <MoneyRow label={t('admin.hall.money.depositShort')} value={money(event.estimate.deposit)} />
        </dl>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t('admin.hall.proposal.version', {
          version: proposal.version,
          time: formatTimestamp(proposal.sentAt, timeZone, language),
        })}{' '}
        · {t('admin.hall.proposal.validUntil', { date: formatCalendarDate(proposal.validUntil, language) })}
      </p>
      {proposal.acceptedAt && (
        <p className="text-sm font-medium text-success">
          {t('admin.hall.proposal.acceptedBy', {
            name: proposal.acceptedName ?? '',
            time: formatTimestamp(proposal.acceptedAt, timeZone, language),
          })}
        </p>
      )}
      <ul className="divide-y divide-border rounded-lg border border-border text-sm">
        {proposal.lines.map((line, index) => (
          <li key={`${line.label}-${index}`} className="flex justify-between gap-3 px-3 py-2">
            <span className="min-w-0 break-words">
              {line.quantity} × {(language === 'am' && line.labelAm) || line.label}{' '}
              <span className="text-muted-foreground">
                ({formatMoney(line.unitPrice, language)}
                {line.taxable ? `, ${t('admin.hall.proposal.taxable')}` : ''})
              </span>
            </span>
            <span className="tabular-nums">{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid max-w-sm gap-1 text-sm">
        <MoneyRow label={t('admin.hall.money.subtotal')} value={money(proposal.subtotal)} />
        <MoneyRow label={t('admin.hall.money.tax', { rate: HALL_TAX_RATE_TEXT })} value={money(proposal.tax)} />
        <MoneyRow label={t('admin.hall.money.total')} value={money(proposal.total)} strong />
        <MoneyRow label={t('admin.hall.money.depositShort')} value={money(proposal.deposit)} />
      </dl>
    </div>
  );
}

function MoneyFacts({ event }: { event: AdminEventBookingDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  return (
    <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <MoneyRow label={t('admin.hall.detail.paid')} value={formatMoney(event.paid, language)} strong />
      <MoneyRow label={t('admin.hall.detail.balanceDue')} value={formatMoney(event.balanceDue, language)} strong />
      {event.depositDueDate && (
        <MoneyRow
          label={t('admin.hall.detail.depositDueDate')}
          value={formatCalendarDate(event.depositDueDate, language)}
        />
      )}
      <MoneyRow
        label={t('admin.hall.detail.finalCountDue')}
        value={formatCalendarDate(event.finalCountDueDate, language)}
      />
      <MoneyRow
        label={t('admin.hall.detail.balanceDueDate')}
        value={formatCalendarDate(event.balanceDueDate, language)}
      />
      {event.depositPaidAt && (
        <p className="text-success sm:col-span-2">
          {t('admin.hall.detail.depositPaid', { time: formatTimestamp(event.depositPaidAt, timeZone, language) })}
        </p>
      )}
    </dl>
  );
}

function PaymentList({
  event,
  onRefund,
}: {
  event: AdminEventBookingDto;
  onRefund: (payment: EventPaymentDto) => void;
}) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const manage = useHallGuard();
  const payments = event.payments ?? [];
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t('admin.hall.payments.none')}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {payments.map((payment) => {
        const refundable = payment.status === 'received' && Number(payment.refunded) < Number(payment.amount);
        return (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
            <div className="grid gap-0.5">
              <p className="font-semibold">
                {t(`admin.hall.part.${payment.part}`)} · {formatMoney(payment.amount, language)} ·{' '}
                {t(`admin.hall.method.${payment.method}`)}{' '}
                <Badge tone={payment.status === 'received' ? 'success' : 'neutral'}>
                  {t(`admin.hall.paymentStatus.${payment.status}`)}
                </Badge>
              </p>
              <p className="text-muted-foreground">
                {formatTimestamp(payment.createdAt, timeZone, language)}
                {payment.recordedBy ? ` · ${t('admin.hall.payments.by', { name: payment.recordedBy })}` : ''}
                {Number(payment.refunded) > 0
                  ? ` · ${t('admin.hall.payments.refunded', { amount: formatMoney(payment.refunded, language) })}`
                  : ''}
              </p>
              {payment.note && <p className="break-words">{payment.note}</p>}
            </div>
            {refundable && (
              <GuardedActionButton
                manage={manage}
                variant="secondary"
                aria-label={t('admin.hall.payments.refundLabel', {
                  part: t(`admin.hall.part.${payment.part}`),
                  amount: formatMoney(payment.amount, language),
                })}
                onClick={() => onRefund(payment)}
              >
                {t('admin.hall.payments.refund')}
              </GuardedActionButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
