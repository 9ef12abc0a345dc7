import type Stripe from 'stripe';
import { SETTING_KEYS } from '@shared/business-info';
import type { AppContext } from '../context';
import { invalidateSettings, type Settings, writeSetting } from '../site';
import { stripeOf } from './stripe-client';

/** Card payments are offered while the server has Stripe's keys and managers have not switched them off. */
export function cardPaymentsOn(ctx: AppContext, settings: Pick<Settings, 'onlinePaymentsEnabled'>): boolean {
  return stripeOf(ctx) !== null && settings.onlinePaymentsEnabled;
}

/** Keeps the last event whose mode was not the key's (it changed nothing), for Settings to warn of. */
export async function noteLivemodeMismatch(ctx: AppContext, event: Stripe.Event): Promise<void> {
  console.warn(
    `[payments] ignored ${event.livemode ? 'a live' : 'a test'} event ${event.id}: the key is of the other mode`,
  );
  await writeSetting(ctx.db, SETTING_KEYS.stripeModeMismatch, {
    at: ctx.now().toISOString(),
    eventId: event.id,
    livemode: event.livemode,
  });
  invalidateSettings(ctx.db);
}
