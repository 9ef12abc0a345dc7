import type { SiteLanguage } from '@shared/language-path';
import { useAdminI18n } from '@/lib/admin-i18n';
import { cn } from '@/lib/cn';

const LANGUAGES = ['en', 'am'] as const;

/** English or Amharic for a preview: two toggle buttons, the chosen one pressed. */
export function PreviewLanguage({
  value,
  onChange,
}: {
  value: SiteLanguage;
  onChange: (language: SiteLanguage) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <div role="group" aria-label={t('admin.content.previewLanguage')} className="inline-flex rounded-full bg-muted p-1">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={value === language}
          onClick={() => onChange(language)}
          className={cn(
            'min-h-9 rounded-full px-3 text-sm font-semibold text-muted-foreground max-sm:min-h-11',
            value === language && 'bg-card text-foreground shadow-sm',
          )}
        >
          {t(`admin.content.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
