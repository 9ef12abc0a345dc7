import { useAdminI18n } from '@/lib/admin-i18n';

export function MenuSection() {
  const { t } = useAdminI18n();
  return <p className="rounded-xl border border-dashed border-border bg-card p-6 text-muted-foreground">{t('admin.shell.sectionComing')}</p>;
}
