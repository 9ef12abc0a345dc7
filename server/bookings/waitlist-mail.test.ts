import { describe, expect, test } from 'vitest';
import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import { waitlistJoinedMail, waitlistTableOpenMail } from './waitlist-mail';

const entry = (language: string) => ({
  name: 'Tigist',
  email: 'tigist@guest.example',
  guests: 5,
  // Sunday, January 7, 2091 is Genna: Tahsas 29, 2083 in the Ethiopian calendar.
  date: '2091-01-07',
  timeFrom: '17:30',
  timeTo: '20:00',
  language,
});
const OFFER = 'https://selam.example/reservations/waitlist/abc';

describe('the waitlist emails, in the language the diner joined in', () => {
  test('in English: the date in words and the window of times', () => {
    const joined = waitlistJoinedMail(entry('en'), DEFAULT_BUSINESS_INFO);
    expect(joined.subject).toBe('Selam Ethiopian Restaurant: you are on the waitlist');
    expect(joined.text).toContain('Sunday, January 7, 2091');
    expect(joined.text).toContain('5:30 PM – 8:00 PM');
  });

  test('in Amharic: subject, the date in Amharic and in the Ethiopian calendar, the times as Amharic reads them', () => {
    const joined = waitlistJoinedMail(entry('am'), DEFAULT_BUSINESS_INFO);
    const open = waitlistTableOpenMail(entry('am'), DEFAULT_BUSINESS_INFO, OFFER);
    expect(joined.subject).toBe('Selam Ethiopian Restaurant: በተጠባባቂ ዝርዝሩ ላይ ተመዝግበዋል');
    expect(open.subject).toBe('Selam Ethiopian Restaurant: ጠረጴዛ ተለቋል');
    for (const mail of [joined, open]) {
      expect(mail.text).toMatch(/^ሰላም Tigist፣/);
      expect(mail.text).toMatch(/^ {2}ቀን: +እሑድ \S+ \S+ 2091 \(ታኅሣሥ 29 ቀን 2083 ዓ\.ም\.\)$/m);
      expect(mail.text).toContain('5:30 ከሰዓት – 8:00 ከሰዓት');
      expect(mail.text).toContain('5 እንግዶች');
      expect(mail.html).toContain('<html lang="am">');
      expect(mail.text).not.toMatch(/Sunday|January|PM/);
    }
    expect(open.text).toContain(`ሰዓቶቹን ይመልከቱና ያስይዙ: ${OFFER}`);
  });

  test('a stored language the site no longer speaks is written in English', () => {
    const mail = waitlistJoinedMail(entry('ti'), DEFAULT_BUSINESS_INFO);
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: you are on the waitlist');
    expect(mail.text).toContain('Sunday, January 7, 2091');
  });
});
