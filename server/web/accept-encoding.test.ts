import type { Request } from 'express';
import { expect, test } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

const asking = (header?: string) => ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as Request;

test('an encoding is accepted when named or matched by "*", unless its weight is 0', () => {
  const cases: [string | undefined, string, boolean][] = [
    ['gzip, deflate, br, zstd', 'br', true],
    ['gzip, deflate, br, zstd', 'gzip', true],
    ['GZIP', 'gzip', true],
    ['deflate', 'gzip', false],
    [undefined, 'gzip', false],
    ['', 'gzip', false],
    ['identity', 'gzip', false],
    ['gzip;q=0', 'gzip', false],
    ['gzip; q=0.0', 'gzip', false],
    ['gzip;q=0.001', 'gzip', true],
    ['br;q=0, gzip', 'br', false],
    ['br;q=0, gzip', 'gzip', true],
    ['*', 'br', true],
    ['*;q=0', 'br', false],
    ['*;q=0, br', 'br', true],
    ['br;q=0, *', 'br', false],
  ];
  for (const [header, encoding, accepted] of cases)
    expect(acceptsEncoding(asking(header), encoding), `${encoding} for ${String(header)}`).toBe(accepted);
});
