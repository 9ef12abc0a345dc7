import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 24 bytes of the HMAC: 192 bits, 32 base64url characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A new order's nonce; the token is derived from it and the order's id, never stored. */
export function newStatusNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** The status link's token: HMAC-SHA256(secret, "order-status:" + id + ":" + nonce), cut to 192 bits. */
export function statusToken(secret: string, orderId: number, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`order-status:${orderId}:${nonce}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

export function statusTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash to look a token up by, or null for a string that cannot be one: those 404 without a query. */
export function statusLookupHash(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? statusTokenHash(token) : null;
}

/**
 * The token an order was given, derived again (an idempotent retry answers it once more): by the
 * newest secret, or after a rotation by the previous one whose token matches the stored hash.
 */
export function tokenAgain(
  secrets: readonly string[],
  order: { id: number; statusNonce: string | null; statusTokenHash: string | null },
): string | null {
  if (!order.statusNonce) return null;
  for (const secret of secrets) {
    const token = statusToken(secret, order.id, order.statusNonce);
    if (statusTokenHash(token) === order.statusTokenHash) return token;
  }
  return null;
}
