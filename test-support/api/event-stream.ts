import type { IncomingMessage } from 'node:http';
import superagent from 'superagent';

/** Routes whose answer is a live stream, which never ends by itself. */
export const EVENT_STREAM_ROUTES = ['GET /api/admin/online-orders/events'];

type Parser = (res: IncomingMessage, done: (error: Error | null, body: unknown) => void) => void;

/**
 * From now on, supertest reads only the status and headers of a live stream (text/event-stream),
 * then drops the connection: a test waiting for the end of every answer would wait forever.
 */
export function stopAtEventStreamHeaders(): void {
  const parsers = superagent.parse as unknown as Record<string, Parser>;
  const buffer = (superagent as unknown as { buffer: Record<string, boolean> }).buffer;
  buffer['text/event-stream'] = true;
  parsers['text/event-stream'] = (res, done) => {
    res.destroy();
    done(null, {});
  };
}
