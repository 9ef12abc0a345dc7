import type { EventBookingStatus } from '@shared/hall-events';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';
import { STATUS_TONES } from '../event-labels';

export function EventStatusBadge({ status }: { status: EventBookingStatus }) {
  const { t } = useAdminI18n();
  return <Badge tone={STATUS_TONES[status]}>{t(`admin.hall.status.${status}`)}</Badge>;
}
