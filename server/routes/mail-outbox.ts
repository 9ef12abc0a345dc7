import { Router } from 'express';
import type { AppContext } from '../context';

export function mailOutboxRouter(ctx: AppContext): Router {
  const router = Router();
  void ctx;
  return router;
}
