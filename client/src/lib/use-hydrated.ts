import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while a page the server rendered is being hydrated; true otherwise.
 * What depends on the browser or the clock renders its server form until then, so the page's
 * HTML and the browser's first render match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
