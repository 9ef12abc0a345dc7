import { loadOnOpen } from '@/components/ui/load-on-open';
import { cn } from '@/lib/cn';
import { LANGUAGES, useI18n } from '@/lib/i18n';

const LanguageMenu = loadOnOpen(() => import('./language-menu'), 'menu');

/** The language button (English / አማርኛ); its menu loads the first time it opens. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, language } = useI18n();
  const current = LANGUAGES.find((entry) => entry.code === language)!;
  return (
    <LanguageMenu
      trigger={
        <button
          type="button"
          aria-label={t('nav.language', { language: current.nativeName })}
          className={cn(
            'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold transition-colors hover:bg-muted',
            className,
          )}
        >
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
          {current.code.toUpperCase()}
        </button>
      }
    />
  );
}
