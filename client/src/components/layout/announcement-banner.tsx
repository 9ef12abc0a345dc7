import { useState } from 'react';
import { Link } from 'wouter';
import { CloseIcon } from '@/components/ui/entry-icons';
import { dismissAnnouncement, shownAnnouncement } from '@/lib/announcement';
import { useHydrated } from '@/lib/use-hydrated';
import { useI18n } from '@/lib/i18n';
import { useSiteContent } from '@/lib/site-content';

const linkClass = 'rounded-sm underline underline-offset-4 hover:no-underline focus-visible:outline-white';

/**
 * The owner's announcement, or the calendar's closure or special hours, above the header. The
 * server leaves out a banner the visitor's cookie dismissed; the browser reads the cookie only
 * once hydrated, so its first render matches the page.
 */
export function AnnouncementBanner() {
  const { t, language } = useI18n();
  const { data } = useSiteContent();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = shownAnnouncement(data, language, hydrated ? document.cookie : undefined);
  if (!shown || shown.hash === dismissed) return null;
  const { text, link } = shown;
  return (
    <aside aria-label={t('announcement.label')} data-announcement className="bg-foreground text-background">
      <div className="mx-auto flex max-w-7xl items-center gap-2 py-1 pl-4 pr-1 text-sm">
        <p className="min-w-0 flex-1 py-2 font-medium">
          {!link ? (
            text
          ) : link.startsWith('/') ? (
            <Link href={link} className={linkClass}>
              {text}
            </Link>
          ) : (
            <a href={link} className={linkClass}>
              {text}
            </a>
          )}
        </p>
        <button
          type="button"
          aria-label={t('announcement.dismiss')}
          title={t('announcement.dismiss')}
          onClick={() => {
            dismissAnnouncement(shown.hash);
            setDismissed(shown.hash);
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-background/15 focus-visible:outline-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </aside>
  );
}
