import { Router } from 'express';
import { isoDate } from '@shared/schemas/common';
import { waitlistClaimSchema, waitlistJoinSchema } from '@shared/schemas/waitlist';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import { claimWaitlistOffer, getWaitlistOffer, joinWaitlist, listWaitlist } from '../services/waitlist';

const dateQuery = z.object({ date: isoDate('Date is required') });

export function waitlistRouter(ctx: AppContext): Router {
  const router = Router();
  const joinLimit = perIpLimit(ctx, {
    name: 'waitlist-joins',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: 'Too many requests. Please try again later or call us.',
  });
  const offerLimit = perIpLimit(ctx, {
    name: 'waitlist-offers',
    limit: ctx.rateLimits.manageActionsPerHour,
    message: 'Too many requests for this offer. Please try again later or call us.',
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

  router.get('/admin/waitlist', requirePermission(ctx.db, 'reservations.manage'), async (req, res) => {
    res.json(await listWaitlist(ctx, dateQuery.parse(req.query).date));
  });

  return router;
}
