import { Router } from 'express';
import type { AppContext } from '../context';

export function hallRequestsRouter(_ctx: AppContext): Router {
  const router = Router();
  return router;
}
