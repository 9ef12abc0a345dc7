import { setBcryptCost } from '../../server/services/passwords';

// bcrypt's lowest cost: a hash in about a millisecond instead of a quarter of a second, for the
// many sign-ins and accounts the tests make. server/services/passwords.test.ts checks the real one.
setBcryptCost(4);
