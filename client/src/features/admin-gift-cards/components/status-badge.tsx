import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';
import { isKnownStatus, statusTone } from '../gift-card-logic';

/** Active green, used gray, expired red, anything else blue; always with the word, never colour alone. */
export function GiftCardStatusBadge({ status }: { status: string }) {
  const { t } = useAdminI18n();
  const text = isKnownStatus(status) ? t(`admin.status.${status}`) : status || t('admin.giftCards.status.other');
  return (
    <Badge tone={statusTone(status)} className="capitalize">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {text}
    </Badge>
  );
}
