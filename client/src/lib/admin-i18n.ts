import { adminMessagesEn, adminTranslations, type AdminMessageKey } from '@/i18n/admin';
import { areaI18n, type Translator } from './i18n';

export type AdminTranslate = Translator<AdminMessageKey>;

/** The back office's translator: `t('admin.…')` over the admin dictionary. */
export const useAdminI18n = areaI18n(adminMessagesEn, adminTranslations);
