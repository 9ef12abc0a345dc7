import { GlobeIcon } from '@/components/ui/entry-icons';
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
          // The name starts with what the button shows, so a person who says "EN" to voice control finds it.
          aria-label={`${current.code.toUpperCase()} — ${t('nav.language', { language: current.nativeName })}`}
          className={cn(
            'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-semibold transition-colors hover:bg-muted',
            className,
          )}
        >
          <GlobeIcon className="size-4" />
          {current.code.toUpperCase()}
        </button>
      }
    />
  );
}
