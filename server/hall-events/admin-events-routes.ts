import { Router } from 'express';
import { msg } from '@shared/messages/message';
import { can } from '@shared/permissions';
import {
  eventBookingListQuerySchema,
  eventRefundSchema,
  eventStatusSchema,
  recordEventPaymentSchema,
  sendProposalSchema,
  updateEventBookingSchema,
} from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import { parseId } from '../http/params';
import { actorOf, adminOf, requirePermission } from '../middleware/auth';
import { listEventBookings, updateEventBooking } from './admin-events';
import { eventBeo } from './beo';
import { eventDetail } from './event-dto';
import { recordEventPayment } from './event-payments-recorded';
import { refundEventPayment } from './event-refunds';
import { changeEventStatus } from './event-status';
import { hallSettings } from './hall-settings';
import { sendProposal } from './proposals';

/** The pipeline in the back office: everyone reads and adds notes; managers do the rest. */
export function hallAdminRouter(ctx: AppContext): Router {
  const router = Router();
  const view = requirePermission(ctx.db, 'hallEvents.view');
  const manage = requirePermission(ctx.db, 'hallEvents.manage');
  const base = '/admin/event-bookings';
  const idOf = (value: unknown) => parseId(value, msg('hall.eventNotFound'));

  router.get(base, view, async (req, res) => {
    res.json(await listEventBookings(ctx, eventBookingListQuerySchema.parse(req.query)));
  });

  router.get(`${base}/:id`, view, async (req, res) => {
    res.json(await eventDetail(ctx, ctx.db, idOf(req.params.id), await hallSettings(ctx)));
  });

  router.get(`${base}/:id/beo`, view, async (req, res) => {
    res.json(await eventBeo(ctx, idOf(req.params.id)));
  });

  // Staff may send only { note }; the service refuses the rest.
  router.put(`${base}/:id`, view, async (req, res) => {
    const input = updateEventBookingSchema.parse(req.body);
    const mayManage = can(adminOf(req).role, 'hallEvents.manage');
    const sent = Object.keys(req.body as object);
    res.json(await updateEventBooking(ctx, actorOf(req), idOf(req.params.id), input, mayManage, sent));
  });

  router.post(`${base}/:id/proposal`, manage, async (req, res) => {
    res.json(await sendProposal(ctx, actorOf(req), idOf(req.params.id), sendProposalSchema.parse(req.body ?? {})));
  });

  router.post(`${base}/:id/payments`, manage, async (req, res) => {
    const input = recordEventPaymentSchema.parse(req.body);
    res.status(201).json(await recordEventPayment(ctx, actorOf(req), idOf(req.params.id), input));
  });

  router.post(`${base}/:id/refunds`, manage, async (req, res) => {
    const input = eventRefundSchema.parse(req.body);
    res.status(201).json(await refundEventPayment(ctx, actorOf(req), idOf(req.params.id), input));
  });

  router.post(`${base}/:id/status`, manage, async (req, res) => {
    res.json(await changeEventStatus(ctx, actorOf(req), idOf(req.params.id), eventStatusSchema.parse(req.body)));
  });

  return router;
}
