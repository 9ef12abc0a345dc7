import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { eventRequestSchema } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { perIpLimit } from '../middleware/rate-limit';
import { secretLinkLimit } from '../middleware/secret-link-limit';
import { hallAvailabilityRouter } from './availability-routes';
import { createEventRequest } from './requests';
import { confirmEventRequest, readEventRequest } from './requests-links';

/** The public side of the hall: its calendar, a request, and the client's emailed link. */
export function hallRequestsRouter(ctx: AppContext): Router {
  const router = Router();
  const publicWriteLimit = perIpLimit(ctx, {
    name: 'hall-requests',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: msg('hallRequest.tooMany'),
  });

  router.use(hallAvailabilityRouter(ctx));

  router.post('/event-bookings', publicWriteLimit, async (req, res) => {
    const input = eventRequestSchema.parse(req.body);
    res.status(201).json(await createEventRequest(ctx, input, req.ip ?? 'unknown'));
  });

  router.use('/events/request', secretLinkLimit(ctx));
  router.get('/events/request/:token', async (req, res) => {
    res.json(await readEventRequest(ctx, req.params.token));
  });
  router.post('/events/request/:token/confirm', async (req, res) => {
    res.json(await confirmEventRequest(ctx, req.params.token));
  });

  return router;
}
