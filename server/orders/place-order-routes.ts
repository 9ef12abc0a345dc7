import { Router } from 'express';
import { orderQuoteSchema, placeOrderSchema } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { giftCardCodeTries } from '../gift-cards';
import { errorBody } from '../middleware/error-handler';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { placeOrder, PriceChangedError, quoteOrder } from './place-order';

/** A diner's pickup order and its quote; the limits are counted from the orders themselves. */
export function placeOrderRouter(ctx: AppContext): Router {
  const router = Router();

  // A gift card code tried here counts with the balance checks (10 an hour per address).
  const codeTries = giftCardCodeTries(ctx);

  router.post('/orders/quote', codeTries, async (req, res) => {
    res.json(await quoteOrder(ctx, orderQuoteSchema.parse(req.body)));
  });

  router.post('/orders', codeTries, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const input = placeOrderSchema.parse(req.body);
    try {
      res.status(201).json(await placeOrder(ctx, input, { key, hash: requestHash(req.body) }, req.ip ?? 'unknown'));
    } catch (error) {
      if (!(error instanceof PriceChangedError)) throw error;
      res.status(409).json({ ...errorBody(error), quote: error.quote });
    }
  });

  return router;
}
