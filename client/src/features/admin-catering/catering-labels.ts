import type {
  CATERING_SERVICE_TYPES,
  CATERING_URGENCIES,
  CateringStatus,
  CONTACT_PREFERENCES,
} from '@shared/catering-constants';
import type { CateringOrderDto } from '@shared/schemas/catering';
import type { AdminMessageKey } from '@/i18n/admin';
import type { CateringDateFilter } from './catering-filters';

export { EVENT_TYPE_LABELS, eventTypeText } from '@/lib/catering-event-types';

export const SERVICE_TYPE_LABELS: Record<(typeof CATERING_SERVICE_TYPES)[number], AdminMessageKey> = {
  delivery: 'admin.catering.service.delivery',
  pickup: 'admin.catering.service.pickup',
  'full-service': 'admin.catering.service.fullService',
};

export const CONTACT_PREFERENCE_LABELS: Record<(typeof CONTACT_PREFERENCES)[number], AdminMessageKey> = {
  email: 'admin.catering.contact.email',
  phone: 'admin.catering.contact.phone',
  text: 'admin.catering.contact.text',
};

export const URGENCY_LABELS: Record<(typeof CATERING_URGENCIES)[number], AdminMessageKey> = {
  rush: 'admin.catering.urgency.rush',
  standard: 'admin.catering.urgency.standard',
  flexible: 'admin.catering.urgency.flexible',
};

export const STATUS_LABELS: Record<CateringStatus, AdminMessageKey> = {
  pending: 'admin.status.pending',
  quoted: 'admin.status.quoted',
  confirmed: 'admin.status.confirmed',
  completed: 'admin.status.completed',
  cancelled: 'admin.status.cancelled',
};

export const STATUS_TONES: Record<CateringStatus, 'warning' | 'info' | 'success' | 'neutral' | 'danger'> = {
  pending: 'warning',
  quoted: 'info',
  confirmed: 'success',
  completed: 'neutral',
  cancelled: 'danger',
};

export const DATE_FILTER_LABELS: Record<CateringDateFilter, AdminMessageKey> = {
  all: 'admin.catering.filter.date.all',
  upcoming: 'admin.catering.filter.date.upcoming',
  'this-week': 'admin.catering.filter.date.thisWeek',
  'pending-quote': 'admin.catering.filter.date.pendingQuote',
};

export function clientName(order: Pick<CateringOrderDto, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}
