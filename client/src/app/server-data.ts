import { queryClient } from '@/lib/query-client';

/** The id of the `<script type="application/json">` holding the reads a page was rendered with. */
export const SERVER_DATA_ID = 'server-data';

/**
 * Puts the reads the server rendered the page with into the query cache, so the first render
 * in the browser matches the page's HTML. Answers whether the page was rendered on the server.
 */
export function seedServerData(): boolean {
  const script = document.getElementById(SERVER_DATA_ID);
  if (!script?.textContent) return false;
  const reads = JSON.parse(script.textContent) as Record<string, unknown>;
  for (const [key, data] of Object.entries(reads)) queryClient.setQueryData(JSON.parse(key) as unknown[], data);
  return true;
}
