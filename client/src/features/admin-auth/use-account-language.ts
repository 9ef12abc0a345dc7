import { useEffect, useRef } from 'react';
import { onLanguageChosen, useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAdminI18n } from '@/lib/admin-i18n';
import { useSavePreferences, type SignedInAdmin } from './api';

/**
 * The back office's language follows the person, not the device: the language saved on their
 * account applies when they sign in anywhere, and the one they pick is saved to it.
 */
export function useAccountLanguage(admin: SignedInAdmin): void {
  const { t } = useAdminI18n();
  const { language, setLanguage } = useI18n();
  const { mutate: save } = useSavePreferences();
  const preferred = admin.preferredLanguage;
  const applied = useRef<string | null>(null);

  // Once per saved value: a choice made since then on this page is the person's, not undone here.
  useEffect(() => {
    if (!preferred || applied.current === preferred) return;
    applied.current = preferred;
    if (preferred !== language) setLanguage(preferred);
  }, [preferred, language, setLanguage]);

  useEffect(
    () =>
      onLanguageChosen((chosen) => {
        if (chosen === preferred) return;
        save(
          { preferredLanguage: chosen },
          { onError: () => toast({ title: t('admin.shell.languageNotSaved'), variant: 'destructive' }) },
        );
      }),
    [preferred, save, t],
  );
}
