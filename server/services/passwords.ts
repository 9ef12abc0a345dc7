import bcrypt from 'bcrypt';
import { AppError } from '../errors';
import { GUESSABLE_PASSWORD, isGuessablePassword } from './common-passwords';

/** bcrypt cost 12: about a quarter of a second per hash on a small server. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Hashes a password someone chose, refusing a guessable one with a field error on `field`. The
 * shared schema has already checked its length; the list stays on the server, out of the bundle.
 */
export function hashNewPassword(password: string, field: string): Promise<string> {
  if (isGuessablePassword(password)) throw AppError.invalid({ [field]: [GUESSABLE_PASSWORD] });
  return hashPassword(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. Without a hash (no such user) it still spends the
 * same time on a dummy one, so response times do not tell which usernames exist.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
