import { describe, expect, test } from 'vitest';
import { ApiRequestError } from '@/lib/api-request';
import { isPaymentUnavailable } from './checkout-refusal';

const refused = (status: number, code?: string) => new ApiRequestError(status, 'Server words', code);

describe('isPaymentUnavailable', () => {
  test('Stripe out of reach', () => {
    expect(isPaymentUnavailable(refused(503, 'PAYMENT_UNAVAILABLE'))).toBe(true);
  });

  test("any other refusal, the site's own 503, or a lost connection", () => {
    expect(isPaymentUnavailable(refused(503, 'SERVICE_UNAVAILABLE'))).toBe(false);
    expect(isPaymentUnavailable(refused(409, 'FEATURE_DISABLED'))).toBe(false);
    expect(isPaymentUnavailable(refused(429, 'RATE_LIMITED'))).toBe(false);
    expect(isPaymentUnavailable(new TypeError('Failed to fetch'))).toBe(false);
  });
});
