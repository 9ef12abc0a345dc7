import type { SiteLanguage } from '@shared/language-path';
import { announcementHash, dismissalCookie, dismissedAnnouncementHash } from '@shared/announcement-hash';
// Types only: the contract's module holds its zod schemas, which must stay out of the first visit's code.
import type { SiteContentDto } from '@shared/schemas/site-content';

export interface ShownAnnouncement {
  hash: string;
  text: string;
  link: string | null;
}

/**
 * The banner to show, in the page's language, or null: none is running, or the visitor's
 * cookie dismissed this very text (a new text shows again).
 */
export function shownAnnouncement(
  content: SiteContentDto | undefined,
  language: SiteLanguage,
  cookie: string | undefined,
): ShownAnnouncement | null {
  const announcement = content?.announcement;
  if (!announcement) return null;
  const hash = announcementHash(announcement);
  if (dismissedAnnouncementHash(cookie) === hash) return null;
  const text = language === 'am' ? announcement.translations.am.text : announcement.text;
  return { hash, text, link: announcement.link };
}

/** Remembers the dismissal for 30 days, for this text only. */
export function dismissAnnouncement(hash: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too
  document.cookie = dismissalCookie(hash);
}
