import { Router } from 'express';
import { acceptProposalSchema, guestCountSchema, payEventSchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { secretLinkLimit } from '../middleware/secret-link-limit';
import { acceptProposal } from './accept';
import { startEventCheckout } from './event-payments-checkout';
import { changeGuestCountByClient } from './guest-count';
import { clientView, eventOfProposalLink } from './proposals-client';

/** The client's event page, opened by the token of its link: no sign-in, the manage links' per-address limit. */
export function eventProposalRouter(ctx: AppContext): Router {
  const router = Router();
  router.use('/events/proposal', secretLinkLimit(ctx));

  router.get('/events/proposal/:token', async (req, res) => {
    res.json(await clientView(ctx, ctx.db, await eventOfProposalLink(ctx.db, req.params.token)));
  });

  router.post('/events/proposal/:token/accept', async (req, res) => {
    const id = await eventOfProposalLink(ctx.db, req.params.token);
    const input = acceptProposalSchema.parse(req.body);
    res.json(await acceptProposal(ctx, id, input, req.ip ?? 'unknown'));
  });

  router.put('/events/proposal/:token/guest-count', async (req, res) => {
    const id = await eventOfProposalLink(ctx.db, req.params.token);
    const { guestCount } = guestCountSchema.parse(req.body);
    res.json(await changeGuestCountByClient(ctx, id, guestCount));
  });

  router.post('/events/proposal/:token/pay', async (req, res) => {
    const token = req.params.token;
    const id = await eventOfProposalLink(ctx.db, token);
    const { part } = payEventSchema.parse(req.body);
    res.status(201).json(await startEventCheckout(ctx, { id, token }, part));
  });

  return router;
}
