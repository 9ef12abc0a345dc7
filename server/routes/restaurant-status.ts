import { Router } from 'express';
import type { AppContext } from '../context';

export function restaurantStatusRouter(ctx: AppContext): Router {
  const router = Router();
  void ctx;
  return router;
}
