import { Router } from 'express';
import type { AppContext } from '../context';
import { getSiteInfo } from '../services/settings';

export function siteInfoRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await getSiteInfo(ctx));
  });
  return router;
}
