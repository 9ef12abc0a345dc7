import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { refundSchema } from '@shared/schemas/payments';
import type { AppContext } from '../context';
import { parseId } from '../http/params';
import { actorOf, requirePermission } from '../middleware/auth';
import { refundPayment } from './refunds';

export function paymentRefundsRouter(ctx: AppContext): Router {
  const router = Router();
  router.post('/admin/payments/:id/refund', requirePermission(ctx.db, 'payments.refund'), async (req, res) => {
    const id = parseId(req.params.id, msg('payments.notFound'));
    res.json(await refundPayment(ctx, actorOf(req), id, refundSchema.parse(req.body)));
  });
  return router;
}
