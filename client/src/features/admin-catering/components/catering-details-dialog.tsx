import { telHref } from '@shared/business-info';
import type { ReactNode } from 'react';
import type { CateringOrderDto } from '@shared/schemas/catering';
import { formatClock } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminContext } from '@/components/admin/admin-context';
import { LanguageName } from '@/components/forms/language-select';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import {
  clientName,
  CONTACT_PREFERENCE_LABELS,
  eventTypeText,
  SERVICE_TYPE_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  URGENCY_LABELS,
} from '../catering-labels';

interface CateringDetailsDialogProps {
  order: CateringOrderDto | null;
  onOpenChange: (open: boolean) => void;
}

/** Every field of a catering order, read-only, grouped as the form groups them. */
export function CateringDetailsDialog({ order, onOpenChange }: CateringDetailsDialogProps) {
  const { t } = useAdminI18n();
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('admin.close')} size="wide">
        <DialogTitle>{t('admin.catering.details.title')}</DialogTitle>
        {order && <Details order={order} />}
      </DialogContent>
    </Dialog>
  );
}

function Details({ order }: { order: CateringOrderDto }) {
  const { t, language } = useAdminI18n();
  const { timeZone } = useAdminContext();
  const none = <span className="text-muted-foreground">{t('admin.common.none')}</span>;
  const text = (value: string | null) => (value ? <span className="whitespace-pre-line">{value}</span> : none);
  const money = (value: string | null) => (value !== null ? formatMoney(value, language) : none);
  const list = (items: string[]) =>
    items.length > 0 ? (
      <ul className="list-disc pl-5">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    ) : (
      none
    );

  return (
    <>
      <DialogDescription className="flex flex-wrap items-center gap-2">
        <span>{t('admin.catering.details.description', { id: order.id, name: clientName(order) })}</span>
        <Badge tone={STATUS_TONES[order.status]}>{t(STATUS_LABELS[order.status])}</Badge>
      </DialogDescription>

      <DetailSection title={t('admin.catering.details.client')}>
        <Fact label={t('admin.catering.field.name')}>{clientName(order)}</Fact>
        <Fact label={t('admin.catering.field.company')}>{text(order.company)}</Fact>
        <Fact label={t('admin.catering.field.email')} wide>
          <a href={`mailto:${order.email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {order.email}
          </a>
        </Fact>
        <Fact label={t('admin.catering.field.phone')}>
          <a href={telHref(order.phone)} className="text-primary underline-offset-4 hover:underline">
            {order.phone}
          </a>
        </Fact>
        <Fact label={t('admin.catering.field.contactPreference')}>
          {t(CONTACT_PREFERENCE_LABELS[order.contactPreference])}
        </Fact>
        <Fact label={t('admin.common.guestLanguage')}>
          <LanguageName code={order.language} />
        </Fact>
      </DetailSection>

      <DetailSection title={t('admin.catering.details.event')}>
        <Fact label={t('admin.catering.field.eventType')}>{eventTypeText(t, order.eventType)}</Fact>
        <Fact label={t('admin.catering.field.eventDate')}>{formatCalendarDate(order.eventDate, language)}</Fact>
        <Fact label={t('admin.catering.field.eventTime')}>{formatClock(order.eventTime, language)}</Fact>
        <Fact label={t('admin.catering.field.guestCount')}>{order.guestCount}</Fact>
        <Fact label={t('admin.catering.field.serviceType')}>{t(SERVICE_TYPE_LABELS[order.serviceType])}</Fact>
        <Fact label={t('admin.catering.field.setupRequired')}>
          {order.setupRequired ? t('admin.common.yes') : t('admin.common.no')}
        </Fact>
        <Fact label={t('admin.catering.field.deliveryAddress')} wide>
          {text(order.deliveryAddress)}
        </Fact>
        <Fact label={t('admin.catering.field.menuSelections')}>{list(order.menuSelections)}</Fact>
        <Fact label={t('admin.catering.field.equipmentNeeded')}>{list(order.equipmentNeeded)}</Fact>
        <Fact label={t('admin.catering.field.dietaryRestrictions')} wide>
          {text(order.dietaryRestrictions)}
        </Fact>
        <Fact label={t('admin.catering.field.specialRequests')} wide>
          {text(order.specialRequests)}
        </Fact>
        <Fact label={t('admin.catering.field.customerNotes')} wide>
          {text(order.customerNotes)}
        </Fact>
      </DetailSection>

      <DetailSection title={t('admin.catering.details.admin')}>
        <Fact label={t('admin.catering.field.status')}>{t(STATUS_LABELS[order.status])}</Fact>
        <Fact label={t('admin.catering.field.urgency')}>{t(URGENCY_LABELS[order.urgency])}</Fact>
        <Fact label={t('admin.catering.field.budgetRange')}>{text(order.budgetRange)}</Fact>
        <Fact label={t('admin.catering.field.totalEstimatedCost')}>{money(order.totalEstimatedCost)}</Fact>
        <Fact label={t('admin.catering.field.quotedAmount')}>{money(order.quotedAmount)}</Fact>
        <Fact label={t('admin.catering.field.quoteSent')}>
          {order.quoteSent ? t('admin.common.yes') : t('admin.catering.details.notSent')}
        </Fact>
        <Fact label={t('admin.catering.field.quoteSentAt')}>
          {order.quoteSentAt ? formatTimestamp(order.quoteSentAt, timeZone, language) : none}
        </Fact>
        <Fact label={t('admin.catering.field.adminNotes')} wide>
          {text(order.adminNotes)}
        </Fact>
        <Fact label={t('admin.catering.field.createdAt')}>{formatTimestamp(order.createdAt, timeZone, language)}</Fact>
        <Fact label={t('admin.catering.field.updatedAt')}>{formatTimestamp(order.updatedAt, timeZone, language)}</Fact>
      </DetailSection>
    </>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="border-b border-border pb-1.5 text-base font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">{children}</dl>
    </section>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
