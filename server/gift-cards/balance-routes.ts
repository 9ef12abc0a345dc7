import { Router } from 'express';
import { giftCardCodeSchema } from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import { giftCardCodeTries } from './code-tries';
import { checkGiftCardBalance } from './ledger';

/** The diner's balance check: a few look-ups an hour per address, so codes cannot be guessed. */
export function giftCardBalanceRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/gift-cards/balance', giftCardCodeTries(ctx), async (req, res) => {
    res.json(await checkGiftCardBalance(ctx, giftCardCodeSchema.parse(req.body)));
  });
  return router;
}
