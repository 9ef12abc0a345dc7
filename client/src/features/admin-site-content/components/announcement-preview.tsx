import { useState } from 'react';
import type { SiteLanguage } from '@shared/language-path';
import { ArrowIcon, InfoIcon } from '@/components/ui/icons';
import { useAdminI18n } from '@/lib/admin-i18n';
import { PreviewLanguage } from './preview-language';

/** The banner as visitors see it at the top of every page, made from the draft, in either language. */
export function AnnouncementPreview({ text, textAm, link }: { text: string; textAm: string; link: string }) {
  const { t, language: adminLanguage } = useAdminI18n();
  const [language, setLanguage] = useState<SiteLanguage>(adminLanguage);
  const shown = (language === 'am' ? textAm : text).trim();
  return (
    <section
      aria-labelledby="content-announcement-preview"
      className="grid gap-3 rounded-xl border border-border bg-muted/40 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="content-announcement-preview" className="font-semibold">
            {t('admin.content.preview')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('admin.content.previewHint')}</p>
        </div>
        <PreviewLanguage value={language} onChange={setLanguage} />
      </div>
      {shown ? (
        <div
          lang={language}
          className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg bg-primary px-4 py-2.5 text-center text-sm font-medium text-primary-foreground"
        >
          <InfoIcon className="size-4 shrink-0" />
          <span className="break-words">{shown}</span>
          {link.trim() && (
            <span className="inline-flex items-center gap-1 font-semibold underline underline-offset-4">
              {t(language === 'am' ? 'admin.content.announcement.moreAm' : 'admin.content.announcement.moreEn')}
              <ArrowIcon className="size-4" />
            </span>
          )}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-border bg-card px-4 py-3 text-center text-sm text-muted-foreground">
          {t('admin.content.announcement.previewEmpty')}
        </p>
      )}
    </section>
  );
}
