import { useState } from 'react';
import { CATERING_STATUSES, type CateringStatus } from '@shared/catering-constants';
import type { CateringOrderDto } from '@shared/schemas/catering';
import { formatClock } from '@shared/time';
import type { useGuard } from '@/components/admin/admin-context';
import { RowActions } from '@/components/admin/row-actions';
import { OptionSelect } from '@/components/forms/option-select';
import { Button } from '@/components/ui/button';
import { SendIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate } from '@/lib/format-date';
import { useUpdateCateringStatus } from '../api';
import { addressPreview } from '../catering-filters';
import { clientName, eventTypeText, STATUS_LABELS } from '../catering-labels';
import { useAdminToasts } from '@/components/admin/admin-toasts';

/** What `useGuard('catering.manage', …)` gives: spread on the controls staff may not use. */
type ManageGuard = ReturnType<typeof useGuard>;

interface CateringOrderRowProps {
  order: CateringOrderDto;
  manage: ManageGuard;
  onView: (order: CateringOrderDto) => void;
  onEdit: (order: CateringOrderDto) => void;
  onDelete: (order: CateringOrderDto) => void;
  onQuote: (order: CateringOrderDto) => void;
}

/** One catering order: a card on a phone, a roomy two-line row on a laptop. */
export function CateringOrderRow({ order, manage, onView, onEdit, onDelete, onQuote }: CateringOrderRowProps) {
  const { t, language } = useAdminI18n();
  const { succeeded, failed } = useAdminToasts();
  const updateStatus = useUpdateCateringStatus();
  const [pendingStatus, setPendingStatus] = useState<CateringStatus | null>(null);
  const name = clientName(order);
  const address = addressPreview(order.deliveryAddress);

  const changeStatus = async (status: CateringStatus) => {
    if (status === order.status) return;
    setPendingStatus(status);
    try {
      await updateStatus.mutateAsync({ id: order.id, status });
      succeeded(t('admin.catering.toast.statusUpdated'));
    } catch {
      failed(t('admin.catering.toast.statusFailed'));
    } finally {
      setPendingStatus(null);
    }
  };

  const factClass = 'min-w-0';
  const termClass = 'text-xs font-semibold uppercase tracking-wide text-muted-foreground';

  return (
    <li className="grid gap-4 rounded-xl border border-border bg-card p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-x-6 lg:px-5">
      <div className="min-w-0">
        <h3 className="truncate text-lg font-semibold">{name}</h3>
        <p className="truncate text-sm text-muted-foreground">
          {order.email}
          {order.company ? ` · ${order.company}` : ''}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:col-span-2 lg:row-start-2 lg:grid-cols-[1fr_1.4fr_0.7fr_1.6fr_0.9fr] lg:border-t lg:border-border lg:pt-3">
        <div className={factClass}>
          <dt className={termClass}>{t('admin.catering.row.event')}</dt>
          <dd className="font-medium">{eventTypeText(t, order.eventType)}</dd>
        </div>
        <div className={factClass}>
          <dt className={termClass}>{t('admin.catering.row.when')}</dt>
          <dd>
            <time dateTime={`${order.eventDate}T${order.eventTime}`}>
              {formatCalendarDate(order.eventDate, language)}
              <span className="block text-muted-foreground">{formatClock(order.eventTime, language)}</span>
            </time>
          </dd>
        </div>
        <div className={factClass}>
          <dt className={termClass}>{t('admin.catering.row.guests')}</dt>
          <dd>{t('admin.catering.row.guestCount', { count: order.guestCount })}</dd>
        </div>
        <div className={`${factClass} col-span-2 max-sm:order-last sm:col-span-1`}>
          <dt className={termClass}>{t('admin.catering.row.location')}</dt>
          <dd
            title={address ? order.deliveryAddress : undefined}
            className={address ? 'break-words' : 'italic text-muted-foreground'}
          >
            {address ?? t('admin.catering.row.noLocation')}
          </dd>
        </div>
        {order.quotedAmount !== null && (
          <div className={factClass}>
            <dt className={termClass}>{t('admin.catering.row.quoted')}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(order.quotedAmount, language)}</dd>
          </div>
        )}
      </dl>

      <div className="flex flex-wrap items-center gap-2 lg:col-start-2 lg:row-start-1 lg:flex-nowrap lg:justify-end">
        <OptionSelect
          aria-label={t('admin.catering.row.status', { name })}
          options={CATERING_STATUSES}
          labelOf={(status) => t(STATUS_LABELS[status])}
          value={pendingStatus ?? order.status}
          disabled={pendingStatus !== null}
          onChange={(event) => void changeStatus(event.target.value as CateringStatus)}
          className="basis-full py-2 sm:basis-auto sm:w-40"
        />
        {order.status === 'pending' && (
          <Button
            variant="primary"
            size="md"
            aria-label={t('admin.catering.row.quoteAria', { name })}
            onClick={() => onQuote(order)}
            {...manage.guard}
          >
            <SendIcon />
            {t('admin.catering.row.quoteButton')}
          </Button>
        )}
        <RowActions
          labelOf={(action) => t(`admin.catering.row.${action}`, { name })}
          manage={manage}
          onView={() => onView(order)}
          onEdit={() => onEdit(order)}
          onDelete={() => onDelete(order)}
        />
      </div>
    </li>
  );
}
