import { Router } from 'express';
import type { Database } from '../db/client';
import { getSiteInfo } from '../services/settings';

export function siteInfoRouter(db: Database, timeZone: string): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await getSiteInfo(db, timeZone));
  });
  return router;
}
