import { Router } from 'express';
import type { AppContext } from '../context';
import { getSiteInfo } from './site-info';

export function siteInfoRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    // The same for every visitor: a browser may keep it, and asks again (ETag) before each use.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await getSiteInfo(ctx));
  });
  return router;
}
