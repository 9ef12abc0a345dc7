import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AppContext } from '../context';

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await ctx.db.execute(sql`select 1`);
      res.json({ status: 'ok', database: ctx.driver });
    } catch (error) {
      console.error('[health] database check failed:', error);
      res.status(503).json({ status: 'unavailable', database: ctx.driver });
    }
  });
  return router;
}
