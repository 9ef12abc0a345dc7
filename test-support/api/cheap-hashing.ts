import { setBcryptCost } from '../../server/accounts/passwords';

/**
 * bcrypt's lowest cost: a hash in about a millisecond instead of a quarter of a second, for the
 * many sign-ins and accounts the tests make. The tests of the real cost set BCRYPT_COST for
 * themselves and this one back when they end.
 */
export const TEST_BCRYPT_COST = 4;

setBcryptCost(TEST_BCRYPT_COST);
