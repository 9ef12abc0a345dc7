import { Router, type RequestHandler } from 'express';
import {
  cateringSchema,
  cateringStatusSchema,
  publicCateringRequestSchema,
  sendQuoteSchema,
  updateCateringSchema,
} from '@shared/schemas/catering';
import { isStatusOnlyUpdate } from '@shared/schemas/common';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { perIpLimit } from '../middleware/rate-limit';
import {
  createCateringOrder,
  deleteCateringOrder,
  listCateringOrders,
  sendCateringQuote,
  submitCateringRequest,
  updateCateringOrder,
  updateCateringStatus,
} from './catering';
import { parseId } from '../http/params';
import { msg } from '@shared/messages/message';

const NOT_FOUND = msg('catering.notFound');

export function cateringRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'catering.view');
  const canManage = requirePermission(ctx.db, 'catering.manage');
  const canChangeStatus = requirePermission(ctx.db, 'catering.status');
  // Staff may move an order along (status only) but not rewrite it: the body decides.
  const canUpdate: RequestHandler = (req, res, next) =>
    (isStatusOnlyUpdate(req.body) ? canChangeStatus : canManage)(req, res, next);
  const publicWriteLimit = perIpLimit(ctx, {
    name: 'catering-requests',
    limit: ctx.rateLimits.publicWritesPerHour,
    message: msg('request.tooManyFromNetwork'),
  });

  router.get('/admin/catering-orders', canView, async (_req, res) => {
    res.json(await listCateringOrders(ctx));
  });

  router.post('/admin/catering-orders', canManage, async (req, res) => {
    const input = cateringSchema.parse(req.body);
    res.status(201).json(await createCateringOrder(ctx, actorOf(req), input));
  });

  router.put('/catering/:id', canUpdate, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    if (isStatusOnlyUpdate(req.body)) {
      const { status } = cateringStatusSchema.parse(req.body);
      res.json(await updateCateringStatus(ctx, actorOf(req), id, status));
      return;
    }
    res.json(await updateCateringOrder(ctx, actorOf(req), id, updateCateringSchema.parse(req.body)));
  });

  router.delete('/catering/:id', canManage, async (req, res) => {
    await deleteCateringOrder(ctx, actorOf(req), parseId(req.params.id, NOT_FOUND));
    res.status(204).end();
  });

  router.post('/catering/:id/send-quote', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    const input = sendQuoteSchema.parse(req.body);
    res.json(await sendCateringQuote(ctx, actorOf(req), id, input));
  });

  router.post('/catering-requests', publicWriteLimit, async (req, res) => {
    const input = publicCateringRequestSchema.parse(req.body);
    res.status(201).json(await submitCateringRequest(ctx, input));
  });

  return router;
}
