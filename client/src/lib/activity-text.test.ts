import { describe, expect, test } from 'vitest';
import type { ActivityFacts } from '@shared/analytics';
import { templateOf } from '@shared/plural';
import { adminMessagesEn, type AdminMessageKey } from '@/i18n/admin';
import { adminAm } from '@/i18n/parts/admin.am';
import { adminCateringAm } from '@/i18n/parts/admin-catering.am';
import { adminNotificationsAm } from '@/i18n/parts/admin-notifications.am';
import { adminReservationsAm } from '@/i18n/parts/admin-reservations.am';
import { activityText } from './activity-text';
import type { AdminTranslate } from './admin-i18n';
import { fillTemplate } from './i18n';

const english: AdminTranslate = (key, values) =>
  fillTemplate(templateOf(adminMessagesEn, key, 'en', values?.count) ?? key, values);
const amharicTexts: Partial<Record<AdminMessageKey, string>> = {
  ...adminAm,
  ...adminReservationsAm,
  ...adminCateringAm,
  ...adminNotificationsAm,
};
const amharic: AdminTranslate = (key, values) =>
  fillTemplate(
    templateOf(amharicTexts, key, 'am', values?.count) ?? templateOf(adminMessagesEn, key, 'en', values?.count) ?? key,
    values,
  );

/** The event's words, with no server title to fall back on. */
const inEnglish = (facts: ActivityFacts) => activityText(facts, { title: '' }, english, 'en');
const inAmharic = (facts: ActivityFacts) => activityText(facts, { title: '' }, amharic, 'am');

const booking: ActivityFacts = { type: 'reservation', name: 'Selam T.', guests: 4, date: '2026-12-05', time: '18:30' };
const request: ActivityFacts = {
  type: 'catering',
  name: 'Abebe K.',
  eventType: 'Wedding',
  guests: 120,
  date: '2027-06-05',
};
const change: ActivityFacts = {
  type: 'audit',
  entity: 'menu-item',
  action: 'update',
  username: 'owner',
  entityId: '7',
};

describe('a dashboard event or notification in the reader language', () => {
  test('in English', () => {
    expect(inEnglish(booking)).toEqual({
      title: 'New reservation',
      detail: 'Selam T. · 4 guests · Sat, Dec 5, 6:30 PM',
    });
    expect(inEnglish(request)).toEqual({
      title: 'New catering request',
      detail: 'Abebe K. · Wedding · 120 guests · Sat, Jun 5',
    });
    expect(inEnglish(change)).toEqual({ title: 'Menu item updated', detail: 'By owner · #7' });
  });

  test('in Amharic, names and usernames as they were typed', () => {
    expect(inAmharic(booking)).toEqual({ title: 'አዲስ ቦታ ማስያዣ', detail: 'Selam T. · 4 እንግዶች · ቅዳሜ፣ ዲሴም 5, 6:30 ከሰዓት' });
    expect(inAmharic(request).title).toBe('አዲስ የምግብ አገልግሎት ጥያቄ');
    expect(inAmharic(request).detail).toMatch(/^Abebe K\. · [\u1200-\u137F ]+ · 120 እንግዶች · ቅዳሜ፣ ጁን 5$/u);
    expect(inAmharic(change)).toEqual({ title: 'ምግብ ተስተካክሏል', detail: 'በowner · #7' });
    expect(inAmharic({ type: 'mail', to: 'guest@diner.example', kind: 'reservation-received' })).toEqual({
      title: 'ኢሜይሉ አልደረሰም',
      detail: 'ለguest@diner.example · reservation-received',
    });
  });

  test('a gift card request, one paid online, and a manager issuing or declining one', () => {
    const cardRequest: ActivityFacts = { type: 'gift-card-request', name: 'Dawit H.', amount: '1250.00' };
    expect(inEnglish(cardRequest)).toEqual({ title: 'New gift card request', detail: 'Dawit H. · $1,250.00' });
    expect(inAmharic(cardRequest)).toEqual({ title: 'አዲስ የስጦታ ካርድ ጥያቄ', detail: 'Dawit H. · $1,250.00' });
    const paidOnline: ActivityFacts = {
      type: 'gift-card-request',
      name: 'Dawit H.',
      amount: '50.00',
      paidOnline: true,
    };
    expect(inEnglish(paidOnline)).toEqual({ title: 'Gift card paid online', detail: 'Dawit H. · $50.00' });
    expect(inAmharic(paidOnline)).toEqual({ title: 'የስጦታ ካርድ በመስመር ላይ ተከፍሏል', detail: 'Dawit H. · $50.00' });
    expect(inEnglish({ ...cardRequest, paidOnline: false }).title).toBe('New gift card request');
    const issued: ActivityFacts = {
      type: 'audit',
      entity: 'gift-card-request',
      action: 'issue',
      username: 'owner',
      entityId: '4',
    };
    expect(inEnglish(issued).title).toBe('Gift card request issued');
    expect(inEnglish({ ...issued, action: 'decline' }).title).toBe('Gift card request declined');
    expect(inAmharic(issued).title).toBe('የስጦታ ካርድ ጥያቄ — ካርዱ ተሰጥቷል');
  });

  test("a card's ledger and a refund, in both languages", () => {
    const audit = (entity: string, action: string): ActivityFacts => ({
      type: 'audit',
      entity,
      action,
      username: 'owner',
      entityId: '1',
    });
    expect(inEnglish(audit('payment', 'refund')).title).toBe('Payment refunded');
    expect(inEnglish(audit('gift-card', 'void')).title).toBe('Gift card voided');
    expect(inEnglish(audit('gift-card', 'undo-redeem')).title).toBe('Gift card redemption undone');
    expect(inAmharic(audit('payment', 'refund')).title).toBe('ክፍያ ተመልሷል');
    expect(inAmharic(audit('gift-card', 'void')).title).toBe('የስጦታ ካርድ ተሰርዟል');
  });

  test('a pickup order waiting to be accepted, for a slot or as soon as possible', () => {
    const waiting: ActivityFacts = {
      type: 'online-order',
      name: 'Liya B.',
      orderNumber: '1042',
      total: '46.34',
      date: '2026-12-05',
      time: '18:30',
      asap: false,
      expired: false,
    };
    expect(inEnglish(waiting)).toEqual({
      title: 'Order waiting',
      detail: 'Liya B. · #1042 · $46.34 · Sat, Dec 5, 6:30 PM',
    });
    expect(inEnglish({ ...waiting, asap: true, date: null, time: null }).detail).toBe(
      'Liya B. · #1042 · $46.34 · As soon as possible',
    );
    expect(inAmharic(waiting)).toEqual({
      title: 'ትዕዛዝ እየጠበቀ ነው',
      detail: 'Liya B. · #1042 · $46.34 · ቅዳሜ፣ ዲሴም 5, 6:30 ከሰዓት',
    });
    expect(inAmharic({ ...waiting, asap: true }).detail).toBe('Liya B. · #1042 · $46.34 · በተቻለ ፍጥነት');
    // Nobody accepted it in time: it was cancelled by itself.
    expect(inEnglish({ ...waiting, expired: true }).title).toBe('Order not accepted in time: cancelled');
    expect(inAmharic({ ...waiting, expired: true }).title).toBe('በጊዜው ያልተቀበልነው ትዕዛዝ ተሰርዟል');
  });

  test('a change the screen has no words for keeps the server title', () => {
    const unknown: ActivityFacts = {
      type: 'audit',
      entity: 'loyalty-card',
      action: 'stamp',
      username: 'owner',
      entityId: null,
    };
    expect(activityText(unknown, { title: 'Loyalty card stamp' }, amharic, 'am')).toEqual({
      title: 'Loyalty card stamp',
      detail: 'በowner',
    });
  });
});
