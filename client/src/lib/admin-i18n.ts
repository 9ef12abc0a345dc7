import { adminMessagesAm, adminMessagesEn, type AdminMessageKey } from '@/i18n/admin';
import { useI18n, useMessages } from './i18n';

export type AdminTranslate = (key: AdminMessageKey, values?: Record<string, string | number>) => string;

/** The back office's translator: `t('admin.…')` over the admin dictionary. */
export function useAdminI18n(): { t: AdminTranslate; language: ReturnType<typeof useI18n>['language'] } {
  const { language } = useI18n();
  const t = useMessages(adminMessagesEn, adminMessagesAm);
  return { t, language };
}
