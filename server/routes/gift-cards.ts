import { Router } from 'express';
import { manualGiftCardSchema } from '@shared/schemas/gift-card';
import type { AppContext } from '../context';
import { actorOf, requirePermission } from '../middleware/auth';
import { createGiftCard, exportGiftCards, giftCardSubmissionStatus, listGiftCards } from '../services/gift-cards';

export function giftCardsRouter(ctx: AppContext): Router {
  const router = Router();
  const canView = requirePermission(ctx.db, 'giftCards.view');
  const canManage = requirePermission(ctx.db, 'giftCards.manage');

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

  router.get('/gift-card-submission-status', async (_req, res) => {
    res.json(await giftCardSubmissionStatus(ctx));
  });

  return router;
}
