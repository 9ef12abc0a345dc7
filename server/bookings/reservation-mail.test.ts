import { DEFAULT_BUSINESS_INFO } from '@shared/business-info';
import type { ReservationDto } from '@shared/schemas/reservation';
import { describe, expect, test } from 'vitest';
import type { MailMessage } from '../mail/mailer';
import {
  newReservationAlertMail,
  reservationBookedByStaffMail,
  reservationCancelledMail,
  reservationChangedMail,
  reservationConfirmedByRestaurantMail,
  reservationReceivedMail,
  reservationReminderMail,
  type BookingMailInput,
} from './reservation-mail';

const business = DEFAULT_BUSINESS_INFO;
const MANAGE_URL = 'https://selam.example/reservations/manage/abc123';

function booking(changes: Partial<ReservationDto> = {}, input: Partial<BookingMailInput> = {}): BookingMailInput {
  return {
    reservation: {
      id: 7,
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe@diner.example',
      phone: '612-555-0100',
      date: '2091-06-16',
      time: '18:30',
      guests: 4,
      requests: null,
      status: 'pending',
      language: 'en',
      createdAt: '2091-06-01T12:00:00.000Z',
      updatedAt: '2091-06-01T12:00:00.000Z',
      ...changes,
    },
    business,
    day: {
      date: '2091-06-16',
      weekday: 'saturday',
      closed: false,
      periods: [{ open: '11:00', close: '22:00' }],
      exception: null,
    },
    manageUrl: MANAGE_URL,
    publicUrl: 'https://selam.example',
    cancelCutoffHours: 2,
    ...input,
  };
}

type Build = (input: BookingMailInput) => MailMessage;
const KINDS: [string, Build][] = [
  ['reservation-received', reservationReceivedMail],
  ['reservation-booked-by-staff', reservationBookedByStaffMail],
  ['reservation-confirmed-by-restaurant', reservationConfirmedByRestaurantMail],
  ['reservation-changed', reservationChangedMail],
  ['reservation-cancelled-by-guest', (input) => reservationCancelledMail(input, 'guest')],
  ['reservation-cancelled-by-restaurant', (input) => reservationCancelledMail(input, 'restaurant')],
  ['reservation-reminder', reservationReminderMail],
];
const WITH_MANAGE_LINK = KINDS.filter(([kind]) => !kind.startsWith('reservation-cancelled'));

/** The words of the HTML as a reader sees them (and the links' addresses), entities decoded. */
function htmlWords(html: string): Set<string> {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
  const body = html.slice(html.indexOf('<body'));
  const text = [body.replace(/<br>/g, ' ').replace(/<[^>]+>/g, ' '), ...hrefs]
    .join(' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
    );
  return new Set(words(text));
}
const words = (text: string) => text.split(/[\s:]+/).filter(Boolean);

describe('every email to the diner', () => {
  test.each(KINDS)('%s goes to the diner with a text and an HTML part that say the same', (kind, build) => {
    const when = { en: ['Saturday, June 16, 2091', '6:30 PM'], am: ['(ሰኔ 9 ቀን 2083 ዓ.ም.)', '6:30 ከሰዓት'] };
    for (const language of ['en', 'am'] as const) {
      const mail = build(booking({ language, requests: 'A high chair, please' }));
      expect(mail).toMatchObject({ kind, to: 'abebe@diner.example' });
      expect(mail.subject).toMatch(/^Selam Ethiopian Restaurant: /);
      for (const part of when[language]) expect(mail.text).toContain(part);
      expect(mail.text).toMatch(
        /\n\nSelam Ethiopian Restaurant\n2418 Riverside Avenue, Minneapolis, MN 55454\n\(612\) 555-0147$/,
      );
      expect(mail.html).toContain(`<html lang="${language}">`);
      const shown = htmlWords(mail.html!);
      expect(words(mail.text).filter((word) => !shown.has(word))).toEqual([]);
    }
  });

  test.each(WITH_MANAGE_LINK)('%s links to the manage page in both parts, when there is one', (_kind, build) => {
    const mail = build(booking());
    expect(mail.text).toContain(`View, change or cancel your reservation: ${MANAGE_URL}`);
    expect(mail.html).toContain(`<a href="${MANAGE_URL}"`);

    const without = build(booking({}, { manageUrl: null }));
    expect(without.text).not.toContain('View, change or cancel');
    expect(without.html).not.toContain('/reservations/manage/');
  });

  test.each(KINDS)(
    '%s escapes the name in the HTML, keeps it as typed in the text, and never repeats the requests',
    (_kind, build) => {
      // Names are letters by the time they are stored; rows from before that rule are escaped.
      const firstName = '<script>alert(1)</script>';
      const lastName = '"><img src=x onerror=alert(1)>';
      const requests = 'Verify your account at https://evil.example';
      const mail = build(booking({ firstName, lastName, requests }));
      expect(mail.html).not.toMatch(/<script|<img/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.text).toContain(`Hello ${firstName},`);
      for (const part of [mail.text, mail.html!]) expect(part).not.toMatch(/evil\.example|Requests|ልዩ ጥያቄዎች/);
    },
  );

  test.each(KINDS)('%s in Amharic has its own subject and greeting', (_kind, build) => {
    const english = build(booking());
    const amharic = build(booking({ language: 'am' }));
    expect(amharic.subject).not.toBe(english.subject);
    expect(amharic.subject).toMatch(/[\u1200-\u137f]/);
    expect(amharic.text).toMatch(/^ሰላም Abebe፣/);
    expect(amharic.text).not.toContain('Hello');
  });

  test.each(KINDS)(
    '%s in Amharic gives the date in Amharic words and in the Ethiopian calendar, and the time as Amharic reads it',
    (_kind, build) => {
      const amharic = build(booking({ language: 'am' }));
      // Weekday and month from Intl's am-ET; the Ethiopian date after it: 16 June 2091 is Sene 9, 2083.
      expect(amharic.text).toMatch(/^ {2}ቀን: +ቅዳሜ \S+ \S+ 2091 \(ሰኔ 9 ቀን 2083 ዓ\.ም\.\)$/m);
      expect(amharic.text).toMatch(/^ {2}ሰዓት: +6:30 ከሰዓት$/m);
      expect(amharic.text).not.toMatch(/Saturday|June|PM/);
      expect(amharic.html).toContain('(ሰኔ 9 ቀን 2083 ዓ.ም.)');
    },
  );

  test.each(KINDS)('%s attaches the calendar entry only when given one', (kind, build) => {
    expect(build(booking()).attachments).toBeUndefined();
    const method = kind.startsWith('reservation-cancelled') ? 'CANCEL' : 'REQUEST';
    expect(build(booking({}, { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' })).attachments).toEqual([
      {
        filename: 'reservation.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ]);
  });
});

describe('what each email says', () => {
  test("received: the booking, that day's hours, the call to confirm and the house rules", () => {
    const mail = reservationReceivedMail(booking({ requests: 'A quiet corner' }));
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: we received your reservation request');
    expect(mail.text).toContain('We have received your reservation request:');
    expect(mail.text).toContain('  Hours:   11:00 AM – 10:00 PM');
    expect(mail.text).toContain('  Party:   4 guests');
    expect(mail.text).toContain('  Name:    Abebe Kebede');
    expect(mail.text).not.toContain('A quiet corner');
    expect(mail.text).toContain('We will contact you within 15 minutes to confirm your reservation.');
    expect(mail.text).toContain('We hold your table for 15 minutes past the reservation time.');
    expect(mail.text).toContain('at least 2 hours in advance by calling (612) 555-0147');
  });

  test("the restaurant's alert has a Requests line only when there are requests, escaped in the HTML", () => {
    const { reservation } = booking({ requests: 'Window seat <b>please</b>\nand a high chair' });
    const alert = newReservationAlertMail(reservation, business, booking().day, 'https://selam.example/admin');
    expect(alert.text).toContain('  Requests: Window seat <b>please</b>\n            and a high chair');
    expect(alert.html).toContain('Window seat &lt;b&gt;please&lt;/b&gt;<br>and a high chair');
    const without = newReservationAlertMail(
      booking().reservation,
      business,
      booking().day,
      'https://selam.example/admin',
    );
    expect(without.text).not.toContain('Requests');
    expect(without.html).not.toContain('Requests');
  });

  test('in Amharic the hours line reads the periods as Amharic does', () => {
    const periods = [
      { open: '11:00', close: '15:00' },
      { open: '17:00', close: '24:00' },
    ];
    const day = { ...booking().day, periods };
    expect(reservationReceivedMail(booking({ language: 'am' }, { day })).text).toContain(
      '11:00 ጥዋት – 3:00 ከሰዓት እና 5:00 ከሰዓት – 12:00 ጥዋት',
    );
    expect(reservationReceivedMail(booking({}, { day })).text).toContain(
      '  Hours:   11:00 AM – 3:00 PM, 5:00 PM – 12:00 AM',
    );
  });

  test("the day's exception and a closed day show in the hours line", () => {
    const day = {
      date: '2091-12-24',
      weekday: 'monday' as const,
      closed: true,
      periods: [],
      exception: 'Christmas Eve',
    };
    expect(reservationReceivedMail(booking({}, { day })).text).toContain('  Hours:   Closed (Christmas Eve)');
    expect(reservationReceivedMail(booking({ language: 'am' }, { day })).text).toContain('ዝግ (Christmas Eve)');
  });

  test('booked by staff: confirmed says so, pending promises the call', () => {
    const confirmed = reservationBookedByStaffMail(booking({ status: 'confirmed' }));
    expect(confirmed.subject).toBe('Selam Ethiopian Restaurant: your table is confirmed');
    expect(confirmed.text).toContain('Thank you for booking with us. Your table is confirmed:');
    expect(confirmed.text).not.toContain('We will contact you');

    const pending = reservationBookedByStaffMail(booking({ status: 'pending' }));
    expect(pending.kind).toBe('reservation-booked-by-staff');
    expect(pending.subject).toBe('Selam Ethiopian Restaurant: we received your reservation request');
    expect(pending.text).toContain('We will contact you within 15 minutes to confirm your reservation.');
  });

  test('confirmed by the restaurant', () => {
    const mail = reservationConfirmedByRestaurantMail(booking({ status: 'confirmed' }));
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: your table is confirmed');
    expect(mail.text).toContain('Good news: your table is confirmed.');
    expect(mail.text).toContain('  Time:    6:30 PM');
    expect(mail.text).not.toContain('We will contact you');
  });

  test('changed: the new booking, pending again until we confirm the new time', () => {
    const mail = reservationChangedMail(booking({ date: '2091-06-17', time: '19:00', guests: 2 }));
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: we received the change to your reservation');
    expect(mail.text).toContain('  Date:    Sunday, June 17, 2091');
    expect(mail.text).toContain('  Time:    7:00 PM');
    expect(mail.text).toContain('  Party:   2 guests');
    expect(mail.text).toContain('we will contact you within 15 minutes to confirm the new time');
  });

  test('cancelled by the guest and by the restaurant say different things', () => {
    const byGuest = reservationCancelledMail(booking({ status: 'cancelled' }), 'guest');
    const byRestaurant = reservationCancelledMail(booking({ status: 'cancelled' }), 'restaurant');
    expect(byGuest.subject).toBe('Selam Ethiopian Restaurant: your reservation is cancelled');
    expect(byGuest.text).toContain('As you asked, we have cancelled your reservation:');
    expect(byGuest.text).toContain('we hope to welcome you another day');
    expect(byGuest.text).toContain('Book a table: https://selam.example/reservations');
    expect(byGuest.html).toContain('<a href="https://selam.example/reservations"');

    expect(byRestaurant.subject).toBe('Selam Ethiopian Restaurant: we are sorry, we had to cancel your reservation');
    expect(byRestaurant.text).toContain('We are very sorry: we had to cancel your reservation:');
    expect(byRestaurant.text).toContain('Call us at (612) 555-0147 and we will gladly find you another table.');
    expect(byRestaurant.html).not.toContain('<a ');

    expect(byGuest.subject).not.toBe(byRestaurant.subject);
    const amGuest = reservationCancelledMail(booking({ language: 'am' }), 'guest');
    const amRestaurant = reservationCancelledMail(booking({ language: 'am' }), 'restaurant');
    expect(amGuest.subject).not.toBe(amRestaurant.subject);
    expect(amGuest.text).not.toBe(amRestaurant.text);
  });

  test('reminder: when, where, the table-hold rule and the cut-off to change online', () => {
    const mail = reservationReminderMail(booking({ status: 'confirmed' }));
    expect(mail.subject).toBe('Selam Ethiopian Restaurant: see you soon');
    expect(mail.text).toContain('  Date:    Saturday, June 16, 2091');
    expect(mail.text).toContain('  Time:    6:30 PM');
    expect(mail.text).toContain('  Party:   4 guests');
    expect(mail.text).toContain('  Address: 2418 Riverside Avenue, Minneapolis, MN 55454');
    expect(mail.text).toContain('  Phone:   (612) 555-0147');
    expect(mail.text).toContain('We hold your table for 15 minutes past the reservation time.');
    expect(mail.text).toContain('You can change or cancel your reservation online until 2 hours before it.');

    const oneHour = reservationReminderMail(booking({}, { cancelCutoffHours: 1, manageUrl: null }));
    expect(oneHour.text).toContain('at least 1 hour in advance by calling (612) 555-0147');
  });
});

describe('newReservationAlertMail', () => {
  const day = booking().day;

  test('tells the restaurant everything needed to call the guest back, in text and HTML', () => {
    const { reservation } = booking({ requests: 'Birthday' });
    const mail = newReservationAlertMail(reservation, business, day, 'https://selam.example/admin');
    expect(mail).toMatchObject({ kind: 'reservation-alert', to: business.email });
    expect(mail.subject).toBe('New reservation: 4 guests on 2091-06-16 at 6:30 PM');
    expect(mail.text).toContain('  Hours:   11:00 AM – 10:00 PM');
    expect(mail.text).toContain('  Email:   abebe@diner.example');
    expect(mail.text).toContain('  Phone:   612-555-0100');
    expect(mail.text).toContain('  Requests: Birthday');
    expect(mail.text).toContain('within 15 minutes');
    expect(mail.text).toContain('https://selam.example/admin');
    expect(mail.html).toContain('<a href="https://selam.example/admin"');
  });

  test("is in the restaurant's language, not the booking's, and escapes the guest's name", () => {
    const { reservation } = booking({ language: 'am', firstName: '<script>x</script>' });
    const mail = newReservationAlertMail(reservation, business, day, 'https://selam.example/admin');
    expect(mail.text).toContain('  Party:   4 guests');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  test("in Amharic when that is the restaurant's language, whatever the booking's", () => {
    const { reservation } = booking({ requests: 'Birthday' });
    const mail = newReservationAlertMail(reservation, business, day, 'https://selam.example/admin', 'am');
    expect(mail).toMatchObject({ kind: 'reservation-alert', to: business.email });
    expect(mail.subject).toMatch(/^አዲስ ቦታ ማስያዝ፦ 4 እንግዶች፣ ቅዳሜ \S+ \S+ 2091፣ 6:30 ከሰዓት$/);
    expect(mail.text).toContain('(ሰኔ 9 ቀን 2083 ዓ.ም.)');
    expect(mail.text).toMatch(/^ {2}እንግዶች: +4 እንግዶች$/m);
    expect(mail.text).toMatch(/^ {2}ኢሜይል: +abebe@diner\.example$/m);
    expect(mail.text).toMatch(/^ {2}ልዩ ጥያቄዎች: Birthday$/m);
    expect(mail.text).toContain('በ15 ደቂቃ ውስጥ');
    expect(mail.text).not.toMatch(/Hours|guests|Please contact/);
    expect(mail.html).toContain('<html lang="am">');
    expect(mail.html).toContain('<a href="https://selam.example/admin"');
  });
});
