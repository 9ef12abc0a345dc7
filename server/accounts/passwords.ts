import bcrypt from 'bcrypt';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { isWeakPassword, WEAK_PASSWORD } from './password-strength';
import { readSettings } from '../site';

/** bcrypt cost 12: about a quarter of a second per hash on a small server. */
export const BCRYPT_COST = 12;

let cost = BCRYPT_COST;

/**
 * Tests hash at bcrypt's lowest cost (test-support/api/cheap-hashing.ts): they check what is
 * hashed and compared, not how slowly.
 */
export function setBcryptCost(rounds: number): void {
  cost = rounds;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

/**
 * Hashes a password someone chose for the account named `usernames`, refusing a weak one (see
 * isWeakPassword) with a field error on `field`. The shared schema has already checked its length.
 */
export async function hashNewPassword(
  db: Database,
  password: string,
  account: { field: string; usernames: readonly (string | null | undefined)[] },
): Promise<string> {
  const { businessInfo } = await readSettings(db);
  if (isWeakPassword(password, { usernames: account.usernames, restaurantName: businessInfo.name })) {
    throw AppError.invalid({ [account.field]: [WEAK_PASSWORD] });
  }
  return hashPassword(password);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares a password with a stored hash. Without a hash (no such user) it still spends the
 * same time on a dummy one, so response times do not tell which usernames exist.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) dummyHashes.set(cost, (dummyHash = bcrypt.hash('not-a-real-password', cost)));
  await bcrypt.compare(password, await dummyHash);
  return false;
}
