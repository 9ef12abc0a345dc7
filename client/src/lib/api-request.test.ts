import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiJson, apiRequest, ApiRequestError } from './api-request';
import { urlFromQueryKey } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  test('sends cookies, and a JSON body with its content type only when there is one', async () => {
    const fetchMock = answerWith(new Response('{"id":1}', { status: 201 }));
    await apiRequest('POST', '/api/reservations', { guests: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/reservations', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"guests":2}',
    });

    answerWith(new Response(null, { status: 204 }));
    const deleteMock = vi.mocked(fetch);
    await apiRequest('DELETE', '/api/reservations/1');
    expect(deleteMock).toHaveBeenCalledWith('/api/reservations/1', {
      method: 'DELETE',
      credentials: 'include',
      headers: {},
      body: undefined,
    });
  });

  test("a non-OK answer throws '<status>: <server message>' and keeps the field errors", async () => {
    answerWith(
      Response.json(
        { message: 'Fully booked', code: 'FULLY_BOOKED', fieldErrors: { date: ['Fully booked'] } },
        { status: 409 },
      ),
    );
    const error = await apiRequest('POST', '/api/reservations', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('409: Fully booked');
    expect((error as ApiRequestError).status).toBe(409);
    expect((error as ApiRequestError).fieldErrors).toEqual({ date: ['Fully booked'] });
  });

  test('a non-JSON error body is used as it is, or the status text when empty', async () => {
    answerWith(new Response('Bad gateway from proxy', { status: 502 }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('502: Bad gateway from proxy');
    answerWith(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  test('apiJson reads the body, and nothing for 204', async () => {
    answerWith(Response.json({ status: 'ok' }));
    expect(await apiJson('GET', '/api/health')).toEqual({ status: 'ok' });
    answerWith(new Response(null, { status: 204 }));
    expect(await apiJson('DELETE', '/api/menu-items/3')).toBeUndefined();
  });
});

describe('urlFromQueryKey', () => {
  test('joins path parts and turns a trailing object into a URL-encoded query string', () => {
    expect(urlFromQueryKey(['/api/site-info'])).toBe('/api/site-info');
    expect(urlFromQueryKey(['/api/menu-items', 12])).toBe('/api/menu-items/12');
    expect(urlFromQueryKey(['/api/menu-items', { category: 'Meat Dishes & More' }])).toBe(
      '/api/menu-items?category=Meat%20Dishes%20%26%20More',
    );
    expect(urlFromQueryKey(['/api/menu-items', { category: undefined }])).toBe('/api/menu-items');
  });
});
