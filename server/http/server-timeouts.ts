import type { Env } from '../env';

/**
 * A client that sends its headers or body a byte at a time must not hold a connection for long
 * (HTTP_TIMEOUTS in env.ts). Node enforces the header and request limits only when it checks
 * its connections, every 30 s by default, which would let a 15 s limit run to 45 s; so they are
 * checked every second. They limit receiving a request, never sending its answer: a live stream
 * stays open past them (server/orders/order-events.test.ts).
 */
export function httpTimeouts({ HTTP_TIMEOUTS: timeouts }: Env) {
  return {
    headersTimeout: timeouts.headersSeconds * 1000,
    requestTimeout: timeouts.requestSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    connectionsCheckingInterval: 1_000,
  };
}
