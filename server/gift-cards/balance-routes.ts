import { Router } from 'express';
import { giftCardCodeSchema } from '@shared/schemas/gift-card';
import { msg } from '@shared/messages/message';
import type { AppContext } from '../context';
import { perIpLimit } from '../middleware/rate-limit';
import { checkGiftCardBalance } from './ledger';

/** The diner's balance check: a few look-ups an hour per address, so codes cannot be guessed. */
export function giftCardBalanceRouter(ctx: AppContext): Router {
  const router = Router();
  const balanceLimit = perIpLimit(ctx, {
    name: 'gift-card-balance',
    limit: ctx.rateLimits.giftCardBalanceChecksPerHour,
    message: msg('giftCard.tooManyBalanceChecks'),
  });

  router.post('/gift-cards/balance', balanceLimit, async (req, res) => {
    res.json(await checkGiftCardBalance(ctx, giftCardCodeSchema.parse(req.body)));
  });

  return router;
}
