import request from 'supertest';
import { expect, test } from 'vitest';
import { SETTING_KEYS } from '@shared/business-info';
import { useCardPayments } from '../../test-support/api/card-payments';
import { mountSourcePages } from '../../test-support/api/rendered-pages';
import { changeSettings } from '../../test-support/api/settings';

// An app with Stripe's keys, its public pages rendered from the client's source.
const card = useCardPayments({}, { mountWeb: mountSourcePages });

const serverData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

test('with card payments on, /gift-card arrives as the form that pays at Stripe, in both languages', async () => {
  await changeSettings(card.ctx.database.db, {
    [SETTING_KEYS.giftCardsEnabled]: true,
    [SETTING_KEYS.onlinePaymentsEnabled]: true,
  });
  const en = (await request(card.ctx.app).get('/gift-card')).text;
  expect(serverData(en)['["/api/gift-card-submission-status"]']).toEqual({ enabled: true, payOnline: true });
  expect(en).toContain('Buy a gift card');
  expect(en).toContain('Pay by card on Stripe’s secure payment page.');
  expect(en).toContain('Continue to payment ($50)');
  expect(en).not.toContain('No payment is taken online');
  expect(en).not.toContain('We call this number to take payment.');

  const am = (await request(card.ctx.app).get('/am/gift-card')).text;
  expect(am).toContain('የስጦታ ካርድ ይግዙ');
  expect(am).toContain('ወደ ክፍያ ይቀጥሉ ($50)');
});
