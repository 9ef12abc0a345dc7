import { Router } from 'express';
import {
  giftCardAdjustSchema,
  giftCardCodeSchema,
  giftCardExtendSchema,
  giftCardRedeemSchema,
  giftCardReportQuerySchema,
  giftCardVoidSchema,
  manualGiftCardSchema,
} from '@shared/schemas/gift-card';
import { msg } from '@shared/messages/message';
import { can } from '@shared/permissions';
import { zonedMoment } from '@shared/time';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { actorOf, adminOf, requirePermission } from '../middleware/auth';
import {
  adjustGiftCard,
  extendGiftCard,
  giftCardHistory,
  lookUpGiftCard,
  redeemGiftCard,
  undoRedemption,
  voidGiftCard,
} from './ledger';
import { giftCardDayReport, giftCardSummary } from './reports';
import { createGiftCard, exportGiftCards, giftCardSubmissionStatus, listGiftCards } from './gift-cards';
import { lookedUpRecently, rememberLookup } from './lookups';
import { parseId } from '../http/params';

const NOT_FOUND = msg('giftCard.notFound');

export function giftCardsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'giftCards.view');
  const canManage = requirePermission(ctx.db, 'giftCards.manage');
  const canRedeem = requirePermission(ctx.db, 'giftCards.redeem');

  router.get('/admin/gift-cards', canView, async (_req, res) => {
    res.json(await listGiftCards(ctx));
  });

  router.post('/admin/gift-cards', canManage, async (req, res) => {
    const input = manualGiftCardSchema.parse(req.body);
    res.status(201).json(await createGiftCard(ctx, actorOf(req), input));
  });

  router.get('/admin/gift-cards/export', canView, async (_req, res) => {
    const { csv, date } = await exportGiftCards(ctx);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="gift-cards-${date}.csv"`);
    res.send(csv);
  });

  router.get('/admin/gift-cards/summary', canView, async (_req, res) => {
    res.json(await giftCardSummary(ctx.db, ctx.now(), ctx.timeZone));
  });

  router.get('/admin/gift-cards/report', canRedeem, async (req, res) => {
    const { date = zonedMoment(ctx.timeZone, ctx.now()).date } = giftCardReportQuerySchema.parse(req.query);
    res.json(await giftCardDayReport(ctx, date));
  });

  // Codes travel in bodies, never in paths, so they stay out of access logs.
  router.post('/admin/gift-cards/lookup', canRedeem, async (req, res) => {
    const card = await lookUpGiftCard(ctx, giftCardCodeSchema.parse(req.body));
    rememberLookup(req, card.id, ctx.now());
    res.json(card);
  });

  router.post('/admin/gift-cards/redeem', canRedeem, async (req, res) => {
    res.json(await redeemGiftCard(ctx, actorOf(req), giftCardRedeemSchema.parse(req.body)));
  });

  router.post('/admin/gift-cards/transactions/:id/undo', canRedeem, async (req, res) => {
    const id = parseId(req.params.id, msg('giftCard.transactionNotFound'));
    res.json(await undoRedemption(ctx, actorOf(req), id));
  });

  // Ids are sequential: staff read a history only with the code in hand (a recent look-up), so
  // the id answers the same whether or not the card exists.
  router.get('/admin/gift-cards/:id/transactions', canRedeem, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    if (!can(adminOf(req).role, 'giftCards.view') && !lookedUpRecently(req, id, ctx.now())) {
      throw AppError.forbidden(msg('giftCard.historyNeedsLookup'));
    }
    res.json(await giftCardHistory(ctx, id));
  });

  router.post('/admin/gift-cards/:id/adjust', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await adjustGiftCard(ctx, actorOf(req), id, giftCardAdjustSchema.parse(req.body)));
  });

  router.post('/admin/gift-cards/:id/void', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await voidGiftCard(ctx, actorOf(req), id, giftCardVoidSchema.parse(req.body ?? {})));
  });

  router.post('/admin/gift-cards/:id/extend', canManage, async (req, res) => {
    const id = parseId(req.params.id, NOT_FOUND);
    res.json(await extendGiftCard(ctx, actorOf(req), id, giftCardExtendSchema.parse(req.body)));
  });

  router.get('/gift-card-submission-status', async (_req, res) => {
    res.json(await giftCardSubmissionStatus(ctx));
  });

  return router;
}
