import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Shows a saved row in a cached list at once, before the refetch that confirms it. */
export function replaceInCachedList<TRow extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  row: TRow,
): void {
  queryClient.setQueryData<TRow[]>(queryKey, (rows) => rows?.map((item) => (item.id === row.id ? row : item)));
}

/** Takes a deleted row out of a cached list at once, before the refetch that confirms it. */
export function removeFromCachedList<TRow extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: number,
): void {
  queryClient.setQueryData<TRow[]>(queryKey, (rows) => rows?.filter((item) => item.id !== id));
}
