import { describe, expect, test } from 'vitest';
import { announcementHash, dismissalCookie, dismissedAnnouncementHash } from './announcement-hash';

const banner = { text: 'Live music on Friday', link: '/menu', translations: { am: { text: 'ዓርብ የቀጥታ ሙዚቃ' } } };

describe('announcementHash', () => {
  test('is a short hex string, the same for the same banner', () => {
    expect(announcementHash(banner)).toMatch(/^[0-9a-f]{8}$/);
    expect(announcementHash({ ...banner })).toBe(announcementHash(banner));
  });

  test('changes with the English text, the Amharic text and the link', () => {
    const hashes = new Set([
      announcementHash(banner),
      announcementHash({ ...banner, text: 'Live music on Saturday' }),
      announcementHash({ ...banner, translations: { am: { text: 'ቅዳሜ የቀጥታ ሙዚቃ' } } }),
      announcementHash({ ...banner, link: null }),
      announcementHash({ ...banner, link: 'https://example.com/' }),
    ]);
    expect(hashes.size).toBe(5);
  });
});

describe('the dismissal cookie', () => {
  test('names the hash for the whole site for 30 days', () => {
    expect(dismissalCookie('0badf00d')).toBe('announcement-dismissed=0badf00d; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  test('is read from a Cookie header among others, or null', () => {
    expect(dismissedAnnouncementHash('a=1; announcement-dismissed=0badf00d; b=2')).toBe('0badf00d');
    expect(dismissedAnnouncementHash('announcement-dismissed=abc')).toBe('abc');
    expect(dismissedAnnouncementHash('other-announcement-dismissed=abc')).toBeNull();
    expect(dismissedAnnouncementHash('')).toBeNull();
    expect(dismissedAnnouncementHash(undefined)).toBeNull();
  });
});
