import { englishText } from '../messages/english';
import { describe, expect, test } from 'vitest';
import { createAdminUserSchema } from './admin-user';
import { FAKE_PHONE, isStatusOnlyUpdate, NAME_CHARACTERS, NAME_LOOKS_LIKE_LINK } from './common';
import { imageUploadProblem } from './image-upload';
import { bookingSettingsSchema, businessInfoSchema, settingsUpdateSchema, weeklyHoursSchema } from './settings';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_BUSINESS_INFO, DEFAULT_WEEKLY_HOURS } from '../business-info';
import { forgotPasswordSchema, loginSchema, passwordResetSchema } from './auth';
import { cateringSchema, sendQuoteSchema } from './catering';
import {
  giftCardAdjustSchema,
  giftCardPurchaseSchema,
  giftCardRedeemSchema,
  giftCardRequestSchema,
  manualGiftCardSchema,
} from './gift-card';
import { categorySchema, menuItemSchema } from './menu';
import { publicReservationSchema, reservationSchema } from './reservation';
import { availabilityQuerySchema, monthAvailabilityQuerySchema, scheduleExceptionSchema } from './schedule';
import { waitlistJoinSchema } from './waitlist';

/** Each path's message in English words: the schemas carry message keys, the server answers the words. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishText(issue.message)]),
  );
}

const validReservation = {
  firstName: 'Selam',
  lastName: 'Tesfaye',
  email: 'selam@example.com',
  phone: '612-555-0101',
  date: '2026-12-05',
  time: '18:30',
  guests: 4,
};

describe('the agreed form messages', () => {
  test('reservation', () => {
    expect(messages(reservationSchema.safeParse({ guests: 0 }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      date: 'Date is required',
      time: 'Time is required',
      guests: 'At least 1 guest required',
    });
    expect(messages(reservationSchema.safeParse({ ...validReservation, guests: 21 }))).toEqual({
      guests: 'Maximum 20 guests',
    });
    expect(reservationSchema.parse(validReservation).status).toBe('pending');
    expect(reservationSchema.parse({ ...validReservation, confirmWarnings: true }).confirmWarnings).toBe(true);
    // The online party size is a booking setting the server checks; the form's schema only bounds it by staff's 20.
    expect(publicReservationSchema.safeParse({ ...validReservation, guests: 11 }).success).toBe(true);
    expect(publicReservationSchema.safeParse({ ...validReservation, guests: 20 }).success).toBe(true);
    expect(messages(publicReservationSchema.safeParse({ ...validReservation, guests: 21 }))).toEqual({
      guests: 'For more than 20 guests, please call us at least a day ahead',
    });
    expect(messages(publicReservationSchema.safeParse({ ...validReservation, time: '24:00' }))).toEqual({
      time: 'Use the 24-hour format HH:mm',
    });
  });

  test('catering', () => {
    expect(messages(cateringSchema.safeParse({ guestCount: 9 }))).toMatchObject({
      eventDate: 'Event date is required',
      eventTime: 'Event time is required',
      eventType: 'Event type is required',
      guestCount: 'Minimum 10 guests for catering',
      deliveryAddress: 'Delivery address is required',
      serviceType: 'Service type is required',
    });
    expect(messages(cateringSchema.safeParse({ guestCount: 501 })).guestCount).toBe('Maximum 500 guests');
    expect(messages(sendQuoteSchema.safeParse({}))).toEqual({ quotedAmount: 'Quote amount is required' });
    expect(sendQuoteSchema.parse({ quotedAmount: '1250' }).quotedAmount).toBe('1250.00');
  });

  test('admin user, login and password reset', () => {
    expect(messages(createAdminUserSchema.safeParse({}))).toEqual({
      username: 'Username and password are required',
      passwordHash: 'Username and password are required',
    });
    expect(createAdminUserSchema.parse({ username: 'host', passwordHash: 'abcdefghij' })).toMatchObject({
      role: 'staff',
      isActive: true,
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Valid email is required' });
    expect(messages(passwordResetSchema.safeParse({ password: 'short', confirmPassword: '' }))).toEqual({
      token: 'Reset token is required',
      password: 'Password must be at least 10 characters',
      confirmPassword: 'Password confirmation is required',
    });
    expect(
      messages(passwordResetSchema.safeParse({ token: 't', password: 'abcdefghij', confirmPassword: 'abcdefghix' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  test('menu item, category and gift card', () => {
    expect(messages(menuItemSchema.safeParse({ price: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price is required',
      category: 'Category is required',
    });
    expect(
      menuItemSchema.parse({ name: 'Tibs', description: 'Beef', price: '18.5', category: 'Meat Dishes' }).price,
    ).toBe('18.50');
    expect(categorySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(
      messages(
        giftCardPurchaseSchema.safeParse({
          amount: 5,
          recipientName: '',
          recipientEmail: 'x',
          senderName: '',
          message: 'm'.repeat(251),
        }),
      ),
    ).toEqual({
      amount: 'Minimum amount is $10',
      recipientName: 'Recipient name is required',
      recipientEmail: 'Valid email is required',
      senderName: 'Your name is required',
      message: 'Message must be under 250 characters',
    });
    expect(messages(giftCardPurchaseSchema.safeParse({ amount: 501 })).amount).toBe('Maximum amount is $500');
  });
});

describe('money: whole cents from $0.01 to $99,999,999.99, read by its digits', () => {
  const moneyFields = {
    'menu price': (value: unknown) => menuItemSchema.shape.price.safeParse(value),
    'catering quote': (value: unknown) => sendQuoteSchema.shape.quotedAmount.safeParse(value),
    'catering estimate': (value: unknown) => cateringSchema.shape.totalEstimatedCost.safeParse(value),
  };

  test.each(Object.entries(moneyFields))(
    '%s: 12.5, "0.01", " 7 " and 99999999.99 are taken exactly',
    (_field, parse) => {
      expect([12.5, '0.01', ' 7 ', 99_999_999.99, '99999999.99', 0.1].map((value) => parse(value).data)).toEqual([
        '12.50',
        '0.01',
        '7.00',
        '99999999.99',
        '99999999.99',
        '0.10',
      ]);
    },
  );

  test.each(Object.entries(moneyFields))(
    '%s: less than a cent, more decimals, exponents and more than the largest amount are refused',
    (_field, parse) => {
      const refusals: [unknown, string][] = [
        [0, 'Enter at least $0.01'],
        ['0.00', 'Enter at least $0.01'],
        ['-3', 'Enter at least $0.01'],
        [1e-9, 'Use at most 2 decimals'],
        ['0.0000000001', 'Use at most 2 decimals'],
        ['12.345', 'Use at most 2 decimals'],
        [0.1 + 0.2, 'Use at most 2 decimals'],
        ['1e-9', 'Enter an amount like 12.50'],
        ['1e2', 'Enter an amount like 12.50'],
        ['12,50', 'Enter an amount like 12.50'],
        ['$5', 'Enter an amount like 12.50'],
        [1e20, 'Enter at most $99,999,999.99'],
        ['100000000', 'Enter at most $99,999,999.99'],
        ['9'.repeat(400), 'Enter at most $99,999,999.99'],
      ];
      for (const [value, message] of refusals) {
        expect(messages(parse(value) as Parameters<typeof messages>[0]), String(value)).toEqual({ '': message });
      }
    },
  );
});

describe('names', () => {
  test.each(['ሰላማዊት', 'ገብረ-መድኅን', 'O’Brien', "D'Angelo", 'Mary-Jane St. John', 'José', 'Nguyễn'])(
    '%s is a name',
    (name) => {
      expect(publicReservationSchema.shape.firstName.parse(name)).toBe(name);
    },
  );

  test.each([
    'Customer, your account is suspended. Verify at https://evil.example/verify',
    'Hanna\u202Egnp.exe',
    'Abebe\u001b[31m',
    'Bell\u0007',
    'Agent 47',
    '<b>Selam</b>',
  ])('%j is refused with the names message, on every form a visitor sends', (name) => {
    for (const schema of [
      publicReservationSchema.shape.firstName,
      cateringSchema.shape.lastName,
      giftCardPurchaseSchema.shape.senderName,
      waitlistJoinSchema.shape.name,
    ]) {
      expect(messages(schema.safeParse(name))).toEqual({ '': englishText(NAME_CHARACTERS) });
    }
  });

  test.each(['J. R. Smith', 'J.R. Smith', 'St. John', 'Dr. Abebe', 'Tesfaye Jr.'])('%s keeps its periods', (name) => {
    expect(publicReservationSchema.shape.lastName.parse(name)).toBe(name);
  });

  test.each([
    'Refund pending. Log in at selam-refunds.example',
    'selam-refunds.example',
    'a.bc',
    'www.evil.com',
    'Abebe.ሰላም',
  ])('%j reads as a web address and is refused with its own message, on every form a visitor sends', (name) => {
    for (const schema of [
      publicReservationSchema.shape.firstName,
      cateringSchema.shape.lastName,
      giftCardPurchaseSchema.shape.senderName,
      waitlistJoinSchema.shape.name,
    ]) {
      expect(messages(schema.safeParse(name))).toStrictEqual({
        '': 'A name cannot look like a web address: put a space after each period',
      });
      expect(englishText(NAME_LOOKS_LIKE_LINK)).toBe(
        'A name cannot look like a web address: put a space after each period',
      );
    }
  });
});

describe('free text', () => {
  const hostile =
    'Window seat\r\nGuests: 200\rParty: 20\u2028Note\u0085x\ty\u0007\u001b[31m\u202Egnp.exe\u202C\u2066\u2069\u200E\u200F\u061C\u200B\uFEFF\u0080\u009F\u007F';

  test('a multi-line field keeps each line break as a plain "\\n" and loses control, bidi and invisible characters', () => {
    const kept = 'Window seat\nGuests: 200\nParty: 20\nNote\nx y[31mgnp.exe';
    const multiLine = [
      publicReservationSchema.shape.requests,
      reservationSchema.shape.requests,
      cateringSchema.shape.specialRequests,
      cateringSchema.shape.customerNotes,
      cateringSchema.shape.adminNotes,
      cateringSchema.shape.dietaryRestrictions,
      cateringSchema.shape.deliveryAddress,
      sendQuoteSchema.shape.adminNotes,
      menuItemSchema.shape.description,
      menuItemSchema.shape.ingredients,
      giftCardRequestSchema.shape.message,
      manualGiftCardSchema.shape.message,
      giftCardAdjustSchema.shape.note,
      giftCardRedeemSchema.shape.note,
    ];
    for (const [index, field] of multiLine.entries()) expect(field.parse(hostile), `field ${index}`).toBe(kept);
    expect(menuItemSchema.shape.translations.parse({ am: { description: hostile } })).toEqual({
      am: { description: kept },
    });
  });

  test('a single-line field has no line breaks at all: each becomes a space', () => {
    const kept = 'Window seat Guests: 200 Party: 20 Note x y[31mgnp.exe';
    const singleLine = [
      cateringSchema.shape.company,
      cateringSchema.shape.budgetRange,
      menuItemSchema.shape.name,
      menuItemSchema.shape.category,
      menuItemSchema.shape.specials,
      businessInfoSchema.shape.name,
      businessInfoSchema.shape.address.shape.street,
      categorySchema.shape.name,
    ];
    for (const [index, field] of singleLine.entries()) expect(field.parse(hostile), `field ${index}`).toBe(kept);
    expect(menuItemSchema.shape.tags.parse(['spicy\r\nhot\u202E\u0007'])).toEqual(['spicy hot']);
    expect(cateringSchema.shape.menuSelections.parse([hostile])).toEqual([kept]);
    expect(menuItemSchema.shape.translations.parse({ am: { name: hostile } })).toEqual({ am: { name: kept } });
  });

  test('text made only of control characters is missing, and the length limit counts what is kept', () => {
    expect(messages(scheduleExceptionSchema.safeParse({ label: '\u202E\u0007 \r\n' })).label).toBe(
      'Name the exception, for example Thanksgiving',
    );
    expect(messages(cateringSchema.safeParse({ deliveryAddress: '\u200B\r\n\u0000' })).deliveryAddress).toBe(
      'Delivery address is required',
    );
    expect(publicReservationSchema.shape.requests.parse('\u200E\r\n')).toBeNull();
    expect(publicReservationSchema.shape.requests.parse(`${'a'.repeat(1000)}\u202E\u202C`)).toBe('a'.repeat(1000));
  });

  test('Amharic, emoji sequences and the joiners some scripts need are kept as typed', () => {
    for (const text of ['ሰላም ዓለም፤ እንኳን ደህና መጡ።', '👨‍👩‍👧‍👦 🇪🇹', 'می\u200Cخواهم']) {
      expect(publicReservationSchema.shape.requests.parse(text)).toBe(text);
      expect(cateringSchema.shape.company.parse(text)).toBe(text);
    }
  });
});

describe('phone numbers', () => {
  test.each([
    '(612) 555-0123',
    '612-555-0100',
    '6125550102',
    '+1 612 555 0100',
    '1-612-555-0100',
    '+251 911 234 567',
    '+44 20 7946 0958',
  ])('%s can be called', (phone) => {
    expect(publicReservationSchema.shape.phone.parse(phone)).toBe(phone);
  });

  test.each([
    '0000000000',
    '(111) 111-1111',
    '1234567890',
    '0123456789',
    '9876543210',
    '(012) 555-0123',
    '(612) 055-0123',
  ])('%s is made up, and refused with a clear message', (phone) => {
    expect(messages(publicReservationSchema.shape.phone.safeParse(phone))).toEqual({ '': englishText(FAKE_PHONE) });
  });

  test.each(['555-0100', '612 555 010', 'call me maybe', '+251 91 12', '(612) 555-0123 ext 4'])(
    '%s answers the agreed message',
    (phone) => {
      expect(messages(publicReservationSchema.shape.phone.safeParse(phone))).toEqual({
        '': 'Valid phone number is required',
      });
    },
  );
});

describe('the calendar settings', () => {
  const lunchAndDinner = [
    { open: '11:00', close: '15:00' },
    { open: '17:00', close: '22:00' },
  ];
  const weekWith = (monday: unknown) => ({ ...DEFAULT_WEEKLY_HOURS, monday });

  test('a day is open in 1 to 3 periods in time order; a period may end at 24:00 or start when the last one ends', () => {
    expect(weeklyHoursSchema.safeParse(DEFAULT_WEEKLY_HOURS).success).toBe(true);
    expect(weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: lunchAndDinner })).success).toBe(true);
    const backToBack = [
      { open: '11:00', close: '15:00' },
      { open: '15:00', close: '18:00' },
      { open: '18:00', close: '24:00' },
    ];
    expect(weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: backToBack })).success).toBe(true);

    expect(messages(weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: [] })))).toEqual({
      'monday.periods': 'Add at least one service period',
    });
    expect(
      messages(weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: [...backToBack, backToBack[0]] }))),
    ).toEqual({
      'monday.periods': 'At most 3 service periods a day',
    });
    expect(
      messages(
        weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: [lunchAndDinner[1], lunchAndDinner[0]] })),
      ),
    ).toEqual({
      'monday.periods.1.open': 'Service periods must not overlap and must be in time order',
    });
    const overlapping = [
      { open: '11:00', close: '15:30' },
      { open: '15:00', close: '22:00' },
    ];
    expect(messages(weeklyHoursSchema.safeParse(weekWith({ closed: false, periods: overlapping })))).toEqual({
      'monday.periods.1.open': 'Service periods must not overlap and must be in time order',
    });
  });

  test('a period closes after it opens, by midnight at the latest, in the 24-hour format', () => {
    const one = (open: string, close: string) => weekWith({ closed: false, periods: [{ open, close }] });
    expect(messages(weeklyHoursSchema.safeParse(one('22:00', '11:00')))).toEqual({
      'monday.periods.0.close': 'Closing time must be after opening time',
    });
    expect(messages(weeklyHoursSchema.safeParse(one('11:00', '11:00')))).toEqual({
      'monday.periods.0.close': 'Closing time must be after opening time',
    });
    expect(messages(weeklyHoursSchema.safeParse(one('', '22:00')))).toEqual({
      'monday.periods.0.open': 'Opening time is required',
    });
    expect(messages(weeklyHoursSchema.safeParse(one('11:00', '24:30')))).toMatchObject({
      'monday.periods.0.close': 'Use the 24-hour format HH:mm',
    });
    expect(messages(weeklyHoursSchema.safeParse(one('24:00', '24:00')))).toMatchObject({
      'monday.periods.0.open': 'Use the 24-hour format HH:mm',
    });
    expect(messages(weeklyHoursSchema.safeParse(one('9:00', '17:00')))).toMatchObject({
      'monday.periods.0.open': 'Use the 24-hour format HH:mm',
    });
  });

  test('a closed day keeps its periods, even none, and is not held to the period rules', () => {
    const keeps = weeklyHoursSchema.parse(weekWith({ closed: true, periods: lunchAndDinner }));
    expect(keeps.monday).toEqual({ closed: true, periods: lunchAndDinner });
    expect(weeklyHoursSchema.safeParse(weekWith({ closed: true, periods: [] })).success).toBe(true);
    expect(
      weeklyHoursSchema.safeParse(weekWith({ closed: true, periods: [lunchAndDinner[1], lunchAndDinner[0]] })).success,
    ).toBe(true);
  });

  test('the old shape of a day ({ closed, open, close }) is refused', () => {
    const old = weekWith({ closed: false, open: '11:00', close: '22:00' });
    expect(weeklyHoursSchema.safeParse(old).success).toBe(false);
    expect(
      settingsUpdateSchema.safeParse({ reservationSlots: { first: '11:00', last: '21:30', intervalMinutes: 30 } })
        .success,
    ).toBe(false);
  });

  test('booking settings: a grid of 15, 20, 30 or 60 minutes, whole numbers in range, the largest party not below the smallest', () => {
    expect(bookingSettingsSchema.parse(DEFAULT_BOOKING_SETTINGS)).toEqual(DEFAULT_BOOKING_SETTINGS);
    for (const slotIntervalMinutes of [15, 20, 30, 60]) {
      expect(bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, slotIntervalMinutes }).success).toBe(true);
    }
    expect(messages(bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, slotIntervalMinutes: 45 }))).toEqual(
      {
        slotIntervalMinutes: 'Choose 15, 20, 30, 60 minutes',
      },
    );
    expect(
      messages(
        bookingSettingsSchema.safeParse({
          ...DEFAULT_BOOKING_SETTINGS,
          lastSeatingMinutes: -1,
          sameDayLeadMinutes: 1.5,
          horizonDays: 0,
          dailyGuestCapacity: 5001,
          pacingGuestsPerSlot: 0,
        }),
      ),
    ).toEqual({
      lastSeatingMinutes: 'Last seating must be at least 0',
      sameDayLeadMinutes: 'Same-day lead time must be a whole number',
      horizonDays: 'Booking horizon must be at least 1',
      dailyGuestCapacity: 'Daily guest capacity must be at most 5000',
      pacingGuestsPerSlot: 'Guests per slot must be at least 1',
    });
    expect(
      messages(bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, minPartySize: 6, maxPartySize: 4 })),
    ).toEqual({
      maxPartySize: 'The largest party must not be smaller than the smallest',
    });
    expect(messages(bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, maxPartySize: 21 }))).toEqual({
      maxPartySize: 'Largest online party must be at most 20',
    });
  });
});

describe('schedule exceptions and availability queries', () => {
  const closure = { startDate: '2026-11-26', endDate: '2026-11-26', closed: true, label: 'Thanksgiving' };

  test('a closure has no periods, whatever was sent', () => {
    expect(scheduleExceptionSchema.parse(closure)).toEqual({ ...closure, periods: [] });
    expect(scheduleExceptionSchema.parse({ ...closure, periods: [{ open: '11:00', close: '16:00' }] }).periods).toEqual(
      [],
    );
  });

  test('special hours need valid periods, with their field paths', () => {
    const eve = { startDate: '2026-12-24', endDate: '2026-12-24', closed: false, label: 'Christmas Eve' };
    expect(scheduleExceptionSchema.parse({ ...eve, periods: [{ open: '11:00', close: '16:00' }] }).periods).toEqual([
      { open: '11:00', close: '16:00' },
    ]);
    expect(messages(scheduleExceptionSchema.safeParse(eve))).toEqual({ periods: 'Add at least one service period' });
    expect(
      messages(scheduleExceptionSchema.safeParse({ ...eve, periods: [{ open: '16:00', close: '11:00' }] })),
    ).toEqual({
      'periods.0.close': 'Closing time must be after opening time',
    });
    expect(
      messages(
        scheduleExceptionSchema.safeParse({
          ...eve,
          periods: [
            { open: '11:00', close: '16:00' },
            { open: '15:00', close: '20:00' },
          ],
        }),
      ),
    ).toEqual({ 'periods.1.open': 'Service periods must not overlap and must be in time order' });
  });

  test('a reversed range, a missing label and bad dates are refused with their messages', () => {
    expect(
      messages(scheduleExceptionSchema.safeParse({ ...closure, startDate: '2026-11-27', endDate: '2026-11-26' })),
    ).toEqual({
      endDate: 'The end date must not be before the start date',
    });
    expect(messages(scheduleExceptionSchema.safeParse({ ...closure, label: '  ' }))).toEqual({
      label: 'Name the exception, for example Thanksgiving',
    });
    expect(messages(scheduleExceptionSchema.safeParse({ ...closure, startDate: '2026-02-30' }))).toMatchObject({
      startDate: 'Enter a real calendar date',
    });
    expect(messages(scheduleExceptionSchema.safeParse({ label: 'x' }))).toEqual({
      startDate: 'Start date is required',
      endDate: 'End date is required',
      closed: 'Choose closed or special hours',
    });
  });

  test('availability reads a date and an optional party size from the query string', () => {
    expect(availabilityQuerySchema.parse({ date: '2026-12-05' })).toEqual({ date: '2026-12-05' });
    expect(availabilityQuerySchema.parse({ date: '2026-12-05', guests: '4' })).toEqual({
      date: '2026-12-05',
      guests: 4,
    });
    expect(messages(availabilityQuerySchema.safeParse({ date: 'tomorrow', guests: '2.5' }))).toEqual({
      date: 'Use the format YYYY-MM-DD',
      guests: 'Guests must be a whole number',
    });
    expect(messages(availabilityQuerySchema.safeParse({ date: '2026-12-05', guests: '21' }))).toEqual({
      guests: 'At most 20 guests',
    });
    expect(messages(availabilityQuerySchema.safeParse({ date: '2026-12-05', guests: '0' }))).toEqual({
      guests: 'At least 1 guest required',
    });
    expect(monthAvailabilityQuerySchema.parse({ month: '2026-12' })).toEqual({ month: '2026-12' });
    expect(messages(monthAvailabilityQuerySchema.safeParse({ month: '2026-13' }))).toEqual({
      month: 'Use the format YYYY-MM',
    });
    expect(messages(monthAvailabilityQuerySchema.safeParse({}))).toEqual({ month: 'Month is required' });
  });
});

describe('request shapes', () => {
  test('a body with only status is a quick status change; anything else is the full form', () => {
    expect(isStatusOnlyUpdate({ status: 'confirmed' })).toBe(true);
    expect(isStatusOnlyUpdate({ ...validReservation, status: 'confirmed' })).toBe(false);
    expect(isStatusOnlyUpdate({})).toBe(false);
    expect(isStatusOnlyUpdate(['status'])).toBe(false);
    expect(isStatusOnlyUpdate(null)).toBe(false);
  });

  test('a dish image is an uploaded image or artwork shipped with the site, never another address of the site', () => {
    const base = { name: 'Tibs', description: 'Beef', price: '18.50', category: 'Meat Dishes' };
    const upload = '/api/images/3f2a6d1e-1111-4222-8333-444455556666';
    for (const image of [
      upload,
      '/images/menu/tibs.svg',
      '/images/home/hero-mesob.svg',
      '/images/logo.svg',
      '/images/menu/doro_wot-2.JPG',
      '/images/a.webp',
    ]) {
      expect(menuItemSchema.parse({ ...base, image }).image, image).toBe(image);
    }
    expect(menuItemSchema.parse({ ...base, image: '' }).image).toBeNull();
    expect(menuItemSchema.parse({ ...base, image: `  ${upload} ` }).image).toBe(upload);
    for (const image of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      '/x"onerror=1',
      '/api/admin/users?x=1',
      '/api/admin/users',
      '/api/images/3f2a',
      `${upload}?x=1`,
      `${upload}/../../admin/users`,
      '/api/images/../admin/users',
      '/images/menu/tibs.svg?x=1',
      '/images/../api/admin/users.png',
      '/images/%2e%2e/api/admin.png',
      '/images/menu/tibs',
      '/images/menu/tibs.html',
      '/logo.svg',
      '/images//evil.example/x.png',
    ]) {
      expect(messages(menuItemSchema.safeParse({ ...base, image })), image).toEqual({
        image: 'Use an uploaded image or an image path on this site',
      });
    }
  });

  test('social and delivery links must be https', () => {
    const withLink = (facebook: string) => ({
      ...DEFAULT_BUSINESS_INFO,
      social: { ...DEFAULT_BUSINESS_INFO.social, facebook },
    });
    expect(businessInfoSchema.safeParse(DEFAULT_BUSINESS_INFO).success).toBe(true);
    expect(businessInfoSchema.safeParse(withLink('javascript:alert(1)')).success).toBe(false);
    expect(businessInfoSchema.safeParse(withLink('http://facebook.com/x')).success).toBe(false);
  });

  test('the image uploader refuses non-images and files over 5 MB', () => {
    expect(imageUploadProblem({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(imageUploadProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(imageUploadProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
