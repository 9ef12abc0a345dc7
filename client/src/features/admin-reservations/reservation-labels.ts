import type { ReservationStatus } from '@shared/constants';
import type { AdminMessageKey } from '@/i18n/admin';
import type { BadgeProps } from '@/components/ui/badge';

/** Each status in words: the status select, the filter, the badges and the forms all read this. */
export const STATUS_LABELS: Record<ReservationStatus, AdminMessageKey> = {
  pending: 'admin.status.pending',
  confirmed: 'admin.status.confirmed',
  seated: 'admin.status.seated',
  completed: 'admin.status.completed',
  no_show: 'admin.status.no_show',
  cancelled: 'admin.status.cancelled',
};

/** Each status's badge tint; the words carry the meaning, the colour only helps. */
export const STATUS_TONES: Record<ReservationStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  confirmed: 'success',
  seated: 'info',
  completed: 'neutral',
  no_show: 'primary',
  cancelled: 'danger',
};
