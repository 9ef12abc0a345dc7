import type { ReservationStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';

const TONES = { pending: 'warning', confirmed: 'success', cancelled: 'danger', completed: 'neutral' } as const;

/** The status in words, tinted; the words carry the meaning, the colour only helps. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useAdminI18n();
  return <Badge tone={TONES[status]}>{t(`admin.status.${status}`)}</Badge>;
}
