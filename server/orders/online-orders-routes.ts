import { refundGiftCardPart } from './order-gift-cards';
import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { orderingSettingsUpdateSchema, orderStatusChangeSchema, phoneOrderSchema } from '@shared/schemas/ordering';
import type { AppContext } from '../context';
import { parseId } from '../http/params';
import { actorOf, requirePermission } from '../middleware/auth';
import { changeOrderStatus } from './admin-order-status';
import { undoOrderStatus } from './undo-order-status';
import { listOnlineOrders } from './online-orders';
import { exportOnlineOrders } from './online-orders-export';
import { onlineOrdersExportQuerySchema, onlineOrdersQuerySchema } from './online-orders-query';
import { getOrderingSettings, updateOrderingSettings } from './ordering-settings';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { placePhoneOrder } from './place-phone-order';

/** The back office's side of pickup orders: the board, its buttons, and ordering's settings. */
export function onlineOrdersRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/online-orders', requirePermission(ctx.db, 'orders.view'), async (req, res) => {
    const query = onlineOrdersQuerySchema.parse(req.query);
    res.json(await listOnlineOrders(ctx, query));
  });

  // A report like the dashboard's: the day's orders as a spreadsheet. The date is checked before
  // anything is read, so a day past the calendar's years never reaches the database.
  router.get('/admin/online-orders/export', requirePermission(ctx.db, 'dashboard.view'), async (req, res) => {
    const { date } = onlineOrdersExportQuerySchema.parse(req.query);
    const csv = await exportOnlineOrders(ctx, date);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="orders-${date}.csv"`);
    res.send(csv);
  });

  router.post('/admin/online-orders', requirePermission(ctx.db, 'orders.manage'), async (req, res) => {
    const key = idempotencyKeyOf(req);
    const input = phoneOrderSchema.parse(req.body);
    res.status(201).json(await placePhoneOrder(ctx, actorOf(req), input, { key, hash: requestHash(req.body) }));
  });

  router.post('/admin/online-orders/:id/status', requirePermission(ctx.db, 'orders.manage'), async (req, res) => {
    const id = parseId(req.params.id, msg('ordering.staffOrderNotFound'));
    const change = orderStatusChangeSchema.parse(req.body);
    res.json(await changeOrderStatus(ctx, actorOf(req), id, change));
  });

  router.post('/admin/online-orders/:id/undo', requirePermission(ctx.db, 'orders.manage'), async (req, res) => {
    const id = parseId(req.params.id, msg('ordering.staffOrderNotFound'));
    res.json(await undoOrderStatus(ctx, actorOf(req), id));
  });

  router.post(
    '/admin/online-orders/:id/gift-card-refund',
    requirePermission(ctx.db, 'payments.refund'),
    async (req, res) => {
      const id = parseId(req.params.id, msg('ordering.staffOrderNotFound'));
      res.json(await refundGiftCardPart(ctx, actorOf(req), id));
    },
  );

  router.get('/admin/ordering-settings', requirePermission(ctx.db, 'orders.settings'), async (_req, res) => {
    res.json(await getOrderingSettings(ctx));
  });

  router.put('/admin/ordering-settings', requirePermission(ctx.db, 'orders.settings'), async (req, res) => {
    const update = orderingSettingsUpdateSchema.parse(req.body);
    res.json(await updateOrderingSettings(ctx, actorOf(req), update));
  });

  return router;
}
