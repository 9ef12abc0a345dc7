import { describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_BUSINESS_INFO, DEFAULT_WEEKLY_HOURS } from '@shared/business-info';
import type { AdminRole } from '@shared/constants';
import type { AdminSettingsDto, StripeStatusDto } from '@shared/schemas/settings';
import { AdminProvider } from '@/components/admin/admin-context';
import { markupText, renderMarkup } from '@/test/render-markup';
import { CardPaymentsForm } from './card-payments-form';

const settings = (stripe: StripeStatusDto): AdminSettingsDto => ({
  businessInfo: DEFAULT_BUSINESS_INFO,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  booking: DEFAULT_BOOKING_SETTINGS,
  reservationsEnabled: true,
  giftCardsEnabled: true,
  giftCardValidMonths: 0,
  restaurantLanguage: 'en',
  onlinePaymentsEnabled: true,
  stripe,
});

const render = (stripe: StripeStatusDto, role: AdminRole = 'manager') =>
  renderMarkup(
    <AdminProvider admin={{ id: 1, username: 'mina', role }} timeZone="America/Chicago">
      <CardPaymentsForm initial={settings(stripe)} />
    </AdminProvider>,
    '/admin/settings',
    [],
  );

const switchOf = (html: string) => html.match(/<button[^>]*role="switch"[^>]*>/)?.[0] ?? '';

describe('CardPaymentsForm', () => {
  test("without the server's Stripe keys the switch is off and disabled, and says how to turn card payments on", () => {
    const html = render({ keys: false, mode: null, modeMismatchAt: null });
    expect(markupText(html)).toContain(
      'Card payments need the server&#x27;s Stripe keys: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the operations guide), then restart.',
    );
    expect(switchOf(html)).toContain('disabled=""');
    expect(switchOf(html)).toContain('aria-checked="false"');
  });

  test('with test keys a manager may switch it, sees the mode, and a warning of an event from the other mode', () => {
    const html = render({ keys: true, mode: 'test', modeMismatchAt: '2026-11-20T17:04:00.000Z' });
    const shown = markupText(html);
    expect(switchOf(html)).not.toContain('disabled=""');
    expect(switchOf(html)).toContain('aria-checked="true"');
    expect(shown).toContain('Test mode: no real cards are charged');
    expect(shown).toMatch(
      /Stripe sent an event from test mode to the live site \(or the reverse\) on .*Nov.*; it was ignored\./,
    );
  });

  test('live keys read Live; staff may only look', () => {
    const html = render({ keys: true, mode: 'live', modeMismatchAt: null }, 'staff');
    expect(markupText(html)).toContain('Live');
    expect(markupText(html)).not.toContain('Stripe sent an event');
    expect(switchOf(html)).toContain('disabled=""');
  });
});
