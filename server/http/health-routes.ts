import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { AppContext } from '../context';
import { currentAdmin } from '../middleware/auth';

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    try {
      await ctx.db.execute(sql`select 1`);
      // Operators signed in as admin also see the job queue: waiting or running, and failed.
      const admin = await currentAdmin(ctx.db, req);
      const jobs = admin?.role === 'admin' ? { jobs: await ctx.jobs.counts() } : {};
      res.json({ status: 'ok', database: ctx.driver, ...jobs });
    } catch (error) {
      console.error('[health] database check failed:', error);
      res.status(503).json({ status: 'unavailable', database: ctx.driver });
    }
  });
  return router;
}
