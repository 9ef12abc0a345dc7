import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-request';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The URL a query key names: its string parts joined with "/", and a trailing object as the
 * query string, so ['/api/menu-items', { category: 'Meat Dishes' }] reads
 * /api/menu-items?category=Meat%20Dishes. Empty values are left out.
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const last = queryKey.at(-1);
  const hasParams = typeof last === 'object' && last !== null && !Array.isArray(last);
  const path = (hasParams ? queryKey.slice(0, -1) : queryKey).map(String).join('/');
  if (!hasParams) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(last)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `${path}?${query}` : path;
}

/** Default query: GET the key's URL and read JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

// Data is never stale and never fetched again on its own: no refetch on focus, no polling unless
// a query asks (the back office lists do), no retries. A change refreshes what it touched.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
