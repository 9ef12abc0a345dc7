import { afterEach, describe, expect, test, vi } from 'vitest';
import { announcementHash } from '@shared/announcement-hash';
import type { SiteContentDto } from '@shared/schemas/site-content';
import { dismissAnnouncement, shownAnnouncement } from './announcement';

const announcement = {
  text: 'Closed Thursday for Thanksgiving',
  link: '/reservations',
  startsAt: '2026-11-25T15:00:00.000Z',
  endsAt: '2026-11-27T06:00:00.000Z',
  source: 'owner' as const,
  translations: { am: { text: 'ሐሙስ ዝግ ነን' } },
};
const content = { announcement } as SiteContentDto;
const hash = announcementHash(announcement);

describe('shownAnnouncement', () => {
  test('is the text in the page’s language, with its link', () => {
    expect(shownAnnouncement(content, 'en', '')).toEqual({ hash, text: announcement.text, link: '/reservations' });
    expect(shownAnnouncement(content, 'am', undefined)?.text).toBe('ሐሙስ ዝግ ነን');
  });

  test('is nothing without content or a running banner', () => {
    expect(shownAnnouncement(undefined, 'en', '')).toBeNull();
    expect(shownAnnouncement({ ...content, announcement: null }, 'en', '')).toBeNull();
  });

  test('is nothing when the cookie dismissed this text, and shows again for a new text', () => {
    const cookie = `theme=dark; announcement-dismissed=${hash}`;
    expect(shownAnnouncement(content, 'en', cookie)).toBeNull();
    const changed = { ...content, announcement: { ...announcement, text: 'Open Thursday after all' } };
    expect(shownAnnouncement(changed, 'en', cookie)?.text).toBe('Open Thursday after all');
  });
});

describe('dismissAnnouncement', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('sets the site-wide cookie naming the hash for 30 days, which then hides that text', () => {
    const fakeDocument = { cookie: '' };
    vi.stubGlobal('document', fakeDocument);
    dismissAnnouncement(hash);
    expect(fakeDocument.cookie).toBe(`announcement-dismissed=${hash}; Path=/; Max-Age=2592000; SameSite=Lax`);
    expect(shownAnnouncement(content, 'en', fakeDocument.cookie.split(';')[0])).toBeNull();
  });
});
