import { ApiRequestError } from '@/lib/api-request';

/**
 * Whether a refused checkout means Stripe did not answer (503 PAYMENT_UNAVAILABLE): the page then
 * offers to send a request instead, paid by phone. Any other 503 is the site's own trouble.
 */
export function isPaymentUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 503 && error.code === 'PAYMENT_UNAVAILABLE';
}
