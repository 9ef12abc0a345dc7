import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes: 192 bits, written as 32 base64url characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A new link token and the hash that is all the database keeps of it. */
export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The hash to look a link up by, or null for a string that cannot be one of ours (wrong length,
 * not base64url): those get the same 404 without a query.
 */
export function lookupHash(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}
