import { Router } from 'express';
import type { AppContext } from '../context';

export function onlineOrdersRouter(ctx: AppContext): Router {
  const router = Router();
  void ctx;
  return router;
}
