import { Router } from 'express';
import { waitlistClaimSchema, waitlistJoinSchema, waitlistListQuerySchema } from '@shared/schemas/waitlist';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import { claimWaitlistOffer, declineWaitlistOffer, getWaitlistOffer, joinWaitlist, listWaitlist } from './waitlist';
import { msg } from '@shared/messages/message';

export function waitlistRouter(ctx: AppContext): Router {
  const router = Router();
  const joinLimit = perIpLimit(ctx, {
    name: 'waitlist-joins',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: msg('request.tooManyCallUs'),
  });
  const offerLimit = perIpLimit(ctx, {
    name: 'waitlist-offers',
    limit: ctx.rateLimits.manageActionsPerHour,
    message: msg('waitlist.tooManyForOffer'),
  });

  router.post('/waitlist', joinLimit, async (req, res) => {
    res.status(201).json(await joinWaitlist(ctx, waitlistJoinSchema.parse(req.body)));
  });

  router.use('/waitlist/offers', offerLimit);

  router.get('/waitlist/offers/:token', async (req, res) => {
    res.json(await getWaitlistOffer(ctx, req.params.token));
  });

  router.post('/waitlist/offers/:token/book', async (req, res) => {
    res.status(201).json(await claimWaitlistOffer(ctx, req.params.token, waitlistClaimSchema.parse(req.body)));
  });

  router.post('/waitlist/offers/:token/decline', async (req, res) => {
    res.json(await declineWaitlistOffer(ctx, req.params.token));
  });

  router.get('/admin/waitlist', requirePermission(ctx.db, 'reservations.manage'), async (req, res) => {
    res.json(await listWaitlist(ctx, waitlistListQuerySchema.parse(req.query).date));
  });

  return router;
}
