import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatClock } from '@shared/time';
import { useAdminContext } from '@/components/admin/admin-context';
import { hallEventHref } from '@/components/admin/admin-sections';
import { ListLoadError, ListLoading } from '@/components/admin/list-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { BackArrowIcon, PrinterIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { formatTimestamp } from '@/lib/format-date';
import { useEventBeo, type EventBeoDto } from '../api';
import { beoTimeline, clientName } from '../event-labels';
import { useEventTexts } from './use-event-texts';

/**
 * The banquet event order: one printable page for the kitchen and the floor. Every text the client
 * or staff typed is shown as React text, never as HTML.
 */
export function BeoSheet({ id }: { id: number }) {
  const { t } = useAdminI18n();
  const beo = useEventBeo(id);
  return (
    <div className="mx-auto grid max-w-4xl gap-4 p-4 sm:p-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <Link href={hallEventHref(id)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <BackArrowIcon />
          {t('admin.hall.beo.back')}
        </Link>
        <Button onClick={() => window.print()} disabled={!beo.data}>
          <PrinterIcon />
          {t('admin.hall.beo.print')}
        </Button>
      </div>
      {beo.isPending ? (
        <ListLoading label={t('admin.hall.beo.loading')} />
      ) : beo.isError && !beo.data ? (
        <ListLoadError onRetry={() => void beo.refetch()} retrying={beo.isFetching} />
      ) : (
        <BeoBody data={beo.data} />
      )}
    </div>
  );
}

function BeoBody({ data }: { data: EventBeoDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const texts = useEventTexts();
  const beo = data.event;
  const timeline = beoTimeline(beo, data.packageCopy);
  const dishes = data.lines.filter((line) => line.kind === 'dish' || line.kind === 'per_guest');
  const clock = (time: string) => formatClock(time, language);

  return (
    <article className="grid gap-5 rounded-xl border border-border bg-card p-5 text-sm sm:p-8 print:rounded-none print:border-0 print:p-0">
      <header className="grid gap-1 border-b-2 border-foreground pb-3">
        <p className="text-xs font-bold uppercase tracking-wide text-muted-foreground">
          {data.hallName} · {t('admin.hall.beo.title')} · {t('admin.hall.beo.event', { id: beo.id })}
        </p>
        <h1 className="text-2xl font-semibold break-words">{clientName(beo)}</h1>
        <p className="text-base font-medium">
          {texts.dateText(beo.eventDate)} · {texts.blocksText(beo.blocks)} · {texts.timeText(beo)}
        </p>
        <p>
          {data.packageCopy.name} · {t('admin.hall.upcoming.guests', { count: beo.guestCount })} · {beo.phone} ·{' '}
          {beo.email}
        </p>
      </header>

      <BeoSection title={t('admin.hall.beo.timeline')}>
        <ol className="grid gap-1 sm:grid-cols-4">
          <TimelineStep time={clock(timeline.setupStart)} label={t('admin.hall.beo.setup')} />
          <TimelineStep time={clock(timeline.eventStart)} label={t('admin.hall.beo.start')} />
          <TimelineStep time={clock(timeline.eventEnd)} label={t('admin.hall.beo.end')} />
          <TimelineStep time={clock(timeline.cleanupEnd)} label={t('admin.hall.beo.cleanup')} />
        </ol>
      </BeoSection>

      <BeoSection title={t('admin.hall.beo.menu')}>
        {dishes.length === 0 ? (
          <p className="text-muted-foreground">{t('admin.hall.beo.noMenu')}</p>
        ) : (
          <table className="w-full border-collapse">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="w-20 py-1 pr-3">
                  {t('admin.hall.beo.qty')}
                </th>
                <th scope="col" className="py-1">
                  {t('admin.hall.proposal.label')}
                </th>
              </tr>
            </thead>
            <tbody>
              {dishes.map((line, index) => (
                <tr key={`${line.label}-${index}`} className="border-b border-border/60 align-top">
                  <td className="py-1 pr-3 tabular-nums">{line.quantity}</td>
                  <td className="py-1 break-words">
                    {line.label}
                    {line.labelAm ? <span className="text-muted-foreground"> · {line.labelAm}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </BeoSection>

      <div className="grid gap-5 sm:grid-cols-2 print:grid-cols-2">
        <BeoSection title={t('admin.hall.beo.notes')}>
          <dl className="grid gap-2">
            <BeoFact label={t('admin.hall.detail.dietary')} value={beo.dietaryRestrictions} />
            <BeoFact label={t('admin.hall.detail.accessibility')} value={beo.accessibilityNeeds} />
            <BeoFact label={t('admin.hall.detail.specialRequests')} value={beo.specialRequests} />
          </dl>
        </BeoSection>
        <BeoSection title={t('admin.hall.beo.room')}>
          <dl className="grid gap-2">
            <BeoFact label={t('admin.hall.detail.decorations')} value={beo.decorationPreferences} />
            <BeoFact label={t('admin.hall.detail.music')} value={beo.musicPreferences} />
            <BeoFact label={t('admin.hall.detail.equipment')} value={beo.equipment} />
          </dl>
        </BeoSection>
      </div>

      <BeoSection title={t('admin.hall.detail.staffNotes')}>
        <p className="whitespace-pre-line break-words">{beo.staffNotes || t('admin.hall.detail.none')}</p>
      </BeoSection>

      <BeoSection title={t('admin.hall.payments.heading')}>
        <dl className="grid gap-1 sm:grid-cols-3">
          <BeoFact
            label={t('admin.hall.money.total')}
            value={formatMoney(beo.proposal?.total ?? beo.estimate.total, language)}
          />
          <BeoFact label={t('admin.hall.detail.paid')} value={formatMoney(beo.paid, language)} />
          <BeoFact label={t('admin.hall.detail.balanceDue')} value={formatMoney(beo.balanceDue, language)} />
        </dl>
        {(beo.payments ?? []).length > 0 && (
          <ul className="mt-2 grid gap-0.5">
            {(beo.payments ?? []).map((payment) => (
              <li key={payment.id}>
                {formatTimestamp(payment.createdAt, timeZone, language)} · {t(`admin.hall.part.${payment.part}`)} ·{' '}
                {formatMoney(payment.amount, language)} · {t(`admin.hall.method.${payment.method}`)} ·{' '}
                {t(`admin.hall.paymentStatus.${payment.status}`)}
              </li>
            ))}
          </ul>
        )}
      </BeoSection>
      <p className="text-xs text-muted-foreground">
        {t('admin.hall.beo.printed', { time: formatTimestamp(new Date().toISOString(), timeZone, language) })}
      </p>
    </article>
  );
}

function BeoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 break-inside-avoid">
      <h2 className="border-b border-border pb-1 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function BeoFact({ label, value }: { label: string; value: string | null }) {
  const { t } = useAdminI18n();
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words">{value || t('admin.hall.detail.none')}</dd>
    </div>
  );
}

function TimelineStep({ time, label }: { time: string; label: string }) {
  return (
    <li className="rounded-lg border border-border p-2">
      <p className="text-base font-semibold tabular-nums">{time}</p>
      <p className="text-muted-foreground">{label}</p>
    </li>
  );
}
