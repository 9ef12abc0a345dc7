import { Router } from 'express';
import { manualGiftCardSchema } from '../../shared/schemas/gift-card';
import { zonedMoment } from '../../shared/time';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { createGiftCard, giftCardsCsv, giftCardSubmissionStatus, listGiftCards } from '../services/gift-cards';

export function giftCardsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'giftCards.view');
  const canManage = requirePermission(ctx.db, 'giftCards.manage');

  router.get('/admin/gift-cards', canView, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listGiftCards(ctx.db, ctx.now()));
  });

  router.post('/admin/gift-cards', canManage, async (req, res) => {
    const input = manualGiftCardSchema.parse(req.body);
    res.status(201).json(await createGiftCard(ctx, input, actorOf(req)));
  });

  router.get('/admin/gift-cards/export', canView, async (_req, res) => {
    const now = ctx.now();
    const csv = await giftCardsCsv(ctx.db, now, ctx.timeZone);
    const today = zonedMoment(ctx.timeZone, now).date;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="gift-cards-${today}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  });

  router.get('/gift-card-submission-status', async (_req, res) => {
    res.json(await giftCardSubmissionStatus(ctx.db));
  });

  return router;
}
