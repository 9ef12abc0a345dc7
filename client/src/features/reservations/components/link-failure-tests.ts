import { expect, test } from 'vitest';
import { ApiRequestError } from '@/lib/api-request';

interface LinkFailures {
  /** The page's first render once reading its token failed with `error`. */
  render: (error: Error) => string;
  /** The server's answer to an unknown token, and what the page says for it. */
  notFound: { message: string; says: string };
  /** The server's answer to too many tries, and what the page says for it. */
  refused: { message: string; says: string[] };
}

/**
 * The tests of what a page opened from an emailed link (the manage page, the waitlist offer) says
 * when its token cannot be read: not found, with the phone and the way to book; any other failure,
 * with its reason and Try again.
 */
export function testLinkFailures({ render, notFound, refused }: LinkFailures) {
  test('an unknown token: not found, with the phone and the way to book', () => {
    const html = render(new ApiRequestError(404, notFound.message, 'NOT_FOUND'));
    expect(html).toContain(notFound.says);
    expect(html).toContain('href="tel:+16125550100"');
    expect(html).toMatch(/<a href="\/reservations"[^>]*>Reserve a table<\/a>/);
  });

  test('any other failure: the reason a person can act on, and Try again', () => {
    const html = render(new ApiRequestError(429, refused.message, 'RATE_LIMITED'));
    for (const words of refused.says) expect(html).toContain(words);
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
  });
}
