import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { DatabaseHandle } from '../db/client';

export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await database.db.execute(sql`select 1`);
      res.json({ status: 'ok', database: database.driver });
    } catch (error) {
      console.error('[health] database check failed:', error);
      res.status(503).json({ status: 'unavailable', database: database.driver });
    }
  });
  return router;
}
