import type { AdminRole } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { useAdminI18n } from '@/lib/admin-i18n';

const ROLE_TONES = { admin: 'primary', manager: 'info', staff: 'warning' } as const;

/** Active (green, filled dot) or Inactive (gray, hollow dot): the word always says it. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useAdminI18n();
  return (
    <Badge tone={active ? 'success' : 'neutral'}>
      <span
        aria-hidden="true"
        className={active ? 'size-1.5 rounded-full bg-current' : 'size-1.5 rounded-full border border-current'}
      />
      {active ? t('admin.users.active') : t('admin.users.inactive')}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: AdminRole }) {
  const { t } = useAdminI18n();
  return <Badge tone={ROLE_TONES[role]}>{t(`admin.role.${role}`)}</Badge>;
}
