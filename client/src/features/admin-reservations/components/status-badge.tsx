import type { ReservationStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';
import { STATUS_LABELS, STATUS_TONES } from '../reservation-labels';

/** The status in words, tinted; the words carry the meaning, the colour only helps. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useAdminI18n();
  return <Badge tone={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}
