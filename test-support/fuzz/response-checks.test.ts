import { describe, expect, test } from 'vitest';
import { isApiErrorBody, isRefusalByReset, leaksIn } from './response-checks';

describe('leaksIn', () => {
  test('finds a stack trace, a file path, an error class and SQL', () => {
    const body = JSON.stringify({
      message: 'TypeError: Cannot read properties of undefined\n    at update (/work/main/server/menu/menu.ts:12:7)',
    });
    expect(leaksIn(body, '')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^stack frame/),
        expect.stringMatching(/^file path/),
        expect.stringMatching(/^error class/),
      ]),
    );
    expect(leaksIn('Failed query: select "id", "name" from "menu_items" where "id" = $1', '')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SQL text/), expect.stringMatching(/^database error/)]),
    );
    expect(leaksIn('duplicate key value violates unique constraint "categories_name_unique"', '')).not.toEqual([]);
  });

  test('passes the messages the API really sends, and text the request itself carried', () => {
    for (const message of [
      'Please select an image file',
      'Please select an image smaller than 5MB',
      'Something went wrong on our side. Please try again.',
      '{"message":"Invalid input","code":"VALIDATION_ERROR","fieldErrors":{"name":["Name is required"]}}',
    ]) {
      expect(leaksIn(message, '')).toEqual([]);
    }
    expect(leaksIn('Unknown setting: TypeError: x', '{"TypeError: x":1}')).toEqual([]);
  });
});

describe('isApiErrorBody', () => {
  test('accepts { message, code, fieldErrors? } in JSON and nothing else', () => {
    const json = 'application/json; charset=utf-8';
    expect(isApiErrorBody(json, { message: 'Not found', code: 'NOT_FOUND' })).toBe(true);
    expect(isApiErrorBody(json, { message: 'Bad', code: 'VALIDATION_ERROR', fieldErrors: { name: ['x'] } })).toBe(true);
    expect(isApiErrorBody('text/html; charset=utf-8', { message: 'Not found', code: 'NOT_FOUND' })).toBe(false);
    expect(isApiErrorBody(json, { message: 'Oops', code: 'INTERNAL', stack: 'at x' })).toBe(false);
    const keyed = { message: 'Bad', code: 'VALIDATION_ERROR', messageKey: 'field.email', params: {} };
    expect(
      isApiErrorBody(json, {
        ...keyed,
        fieldErrors: { email: ['Bad'] },
        fieldErrorKeys: { email: { key: 'field.email' } },
      }),
    ).toBe(true);
    expect(isApiErrorBody(json, { ...keyed, params: undefined })).toBe(false);
    expect(
      isApiErrorBody(json, {
        ...keyed,
        fieldErrors: { email: ['Bad'] },
        fieldErrorKeys: { phone: { key: 'field.phone' } },
      }),
    ).toBe(false);
    expect(isApiErrorBody(json, { error: 'Not found' })).toBe(false);
    expect(isApiErrorBody(undefined, '')).toBe(false);
  });
});

describe('isRefusalByReset', () => {
  const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  const plain = {
    method: 'PUT',
    url: '/api/admin/categories/1',
    headers: { 'Content-Type': 'application/json' },
    lengthMismatch: false,
  };

  test('takes a reset as a refusal for a body longer than its Content-Length', () => {
    expect(isRefusalByReset({ ...plain, lengthMismatch: true }, reset)).toBe(true);
  });

  test('takes a reset as a refusal for a request line and headers over the header size limit', () => {
    expect(isRefusalByReset({ ...plain, url: `${plain.url}?q=${'z'.repeat(20_000)}` }, reset, 16_384)).toBe(true);
    expect(isRefusalByReset({ ...plain, headers: { ...plain.headers, Cookie: 'c'.repeat(500) } }, reset, 512)).toBe(
      true,
    );
    expect(isRefusalByReset({ ...plain, url: `${plain.url}?q=${'z'.repeat(12_000)}` }, reset, 16_384)).toBe(false);
  });

  test('takes a reset of any other request, and any other failure, as a failure', () => {
    expect(isRefusalByReset(plain, reset)).toBe(false);
    expect(
      isRefusalByReset(
        { ...plain, lengthMismatch: true },
        Object.assign(new Error('timeout'), { code: 'ECONNABORTED' }),
      ),
    ).toBe(false);
    expect(isRefusalByReset({ ...plain, lengthMismatch: true }, new Error('boom'))).toBe(false);
  });
});
