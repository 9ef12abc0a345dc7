/** The cookie a visitor's Dismiss sets, naming the hash of the banner they closed. */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'announcement-dismissed';
/** A dismissal lasts 30 days, or until the banner's text or link changes. */
export const ANNOUNCEMENT_DISMISSED_MAX_AGE_S = 30 * 24 * 60 * 60;

interface HashedAnnouncement {
  text: string;
  link: string | null;
  translations: { am: { text: string } };
}

/** A short hex hash (FNV-1a, 32 bits) of a banner's English and Amharic texts and its link: a new text is a new hash. */
export function announcementHash(announcement: HashedAnnouncement): string {
  const input = [announcement.text, announcement.translations.am.text, announcement.link ?? ''].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The hash a Cookie header's dismissal names, or null. */
export function dismissedAnnouncementHash(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() === ANNOUNCEMENT_DISMISSED_COOKIE && value !== undefined) return value.trim();
  }
  return null;
}

/** The `document.cookie` assignment that dismisses the banner with this hash. */
export const dismissalCookie = (hash: string) =>
  `${ANNOUNCEMENT_DISMISSED_COOKIE}=${hash}; Path=/; Max-Age=${ANNOUNCEMENT_DISMISSED_MAX_AGE_S}; SameSite=Lax`;
