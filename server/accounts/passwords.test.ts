import bcrypt from 'bcrypt';
import { afterEach, expect, test, vi } from 'vitest';
import { TEST_BCRYPT_COST } from '../../test-support/api/cheap-hashing';
import { BCRYPT_COST, hashPassword, setBcryptCost, verifyPassword } from './passwords';

// The tests hash cheaply (test-support/api/cheap-hashing.ts); here the app's own cost is back.
afterEach(() => {
  setBcryptCost(TEST_BCRYPT_COST);
  vi.restoreAllMocks();
});

test('a password is hashed at cost 12 and verified against its hash; an unknown account is refused after a hash of the same cost', async () => {
  setBcryptCost(BCRYPT_COST);
  const hash = await hashPassword('injera-and-wot-42');
  expect(BCRYPT_COST).toBe(12);
  expect(bcrypt.getRounds(hash)).toBe(12);
  expect(await verifyPassword('injera-and-wot-42', hash)).toBe(true);
  expect(await verifyPassword('injera-and-wot-43', hash)).toBe(false);

  const compare = vi.spyOn(bcrypt, 'compare');
  expect(await verifyPassword('injera-and-wot-42', null)).toBe(false);
  expect(bcrypt.getRounds(compare.mock.calls[0]![1] as string)).toBe(12);
});
