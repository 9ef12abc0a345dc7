import { Router, type Response } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../middleware/auth';
import { orderEventsHub, type OrderEvent } from './order-events-hub';

/** compression() adds flush(): without it a gzipped stream would sit in its buffer. */
function send(res: Response, text: string): void {
  res.write(text);
  (res as Response & { flush?: () => void }).flush?.();
}

function setStreamHeaders(res: Response): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  // no-transform: neither compression() nor a proxy compresses or holds it; X-Accel-Buffering: nginx passes it on at once.
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.setHeader('Connection', 'keep-alive');
}

/**
 * The kitchen board's live stream: one `order` event per order placed or moved, from any app
 * process, while the board is open. It carries what changed, the board reads the rest.
 */
export function orderEventsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/online-orders/events', requirePermission(ctx.db, 'dashboard.view'), async (req, res) => {
    // A HEAD request gets the stream's headers and nothing to wait for.
    if (req.method === 'HEAD') {
      setStreamHeaders(res);
      res.end();
      return;
    }
    const open: { heartbeat?: NodeJS.Timeout; unsubscribe?: () => void } = {};
    const stop = () => {
      clearInterval(open.heartbeat);
      open.unsubscribe?.();
    };
    const listener = (events: OrderEvent[]) => {
      send(res, events.map((event) => `event: order\ndata: ${JSON.stringify(event)}\n\n`).join(''));
    };
    // Ended by the server shutting down: the connection goes too, so closing the server waits for nothing.
    open.unsubscribe = await orderEventsHub(ctx).subscribe(listener, () => {
      stop();
      res.end();
      req.socket.end();
    });
    if (req.destroyed) {
      stop();
      res.end();
      return;
    }
    setStreamHeaders(res);
    send(res, ': open\n\n');
    open.heartbeat = setInterval(() => send(res, ': keep-alive\n\n'), ctx.streamHeartbeatMs);
    req.on('close', () => {
      stop();
      res.end();
    });
  });

  return router;
}
