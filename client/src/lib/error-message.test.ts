import { describe, expect, test } from 'vitest';
import { ApiRequestError } from './api-request';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  test("repeats the server's words for a refusal", () => {
    expect(errorMessage(new ApiRequestError(409, 'Username already exists'), 'Failed')).toBe('Username already exists');
    expect(errorMessage(new ApiRequestError(429, 'Too many requests, try again later'), 'Failed')).toBe(
      'Too many requests, try again later',
    );
  });

  test('falls back for server failures, lost connections, empty and HTML answers', () => {
    expect(errorMessage(new ApiRequestError(500, 'Internal server error'), 'Failed')).toBe('Failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(errorMessage(new ApiRequestError(404, '  '), 'Failed')).toBe('Failed');
    expect(errorMessage(new ApiRequestError(413, '<html><body>Too large</body></html>'), 'Failed')).toBe('Failed');
  });

  test('with statuses, repeats only those refusals', () => {
    expect(errorMessage(new ApiRequestError(409, 'Category already exists'), 'Failed', [409])).toBe(
      'Category already exists',
    );
    expect(errorMessage(new ApiRequestError(400, 'Invalid input'), 'Failed', [409])).toBe('Failed');
    expect(errorMessage(new ApiRequestError(415, 'Only JPEG, PNG, WebP or GIF images'), 'Failed', [413, 415])).toBe(
      'Only JPEG, PNG, WebP or GIF images',
    );
  });
});
