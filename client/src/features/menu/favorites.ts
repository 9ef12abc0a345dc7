import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Favourite dishes live in this browser only: a JSON array of menu item ids. */
export const FAVORITES_STORAGE_KEY = 'selam.menu.favorites';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = [];
// Used when the browser refuses storage (private browsing): favourites last for this visit.
let memoryRaw: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(FAVORITES_STORAGE_KEY) ?? memoryRaw;
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): readonly number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The same array while storage is unchanged, as useSyncExternalStore requires. */
function snapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the favourites.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(ids: readonly number[]): void {
  const raw = JSON.stringify(ids);
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  listeners.forEach((listener) => listener());
}

const emptyServerSnapshot: readonly number[] = [];

export function useFavorites() {
  const ids = useSyncExternalStore(subscribe, snapshot, () => emptyServerSnapshot);
  const set = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: number) => {
    const current = snapshot();
    write(current.includes(id) ? current.filter((value) => value !== id) : [...current, id]);
  }, []);
  const isFavorite = useCallback((id: number) => set.has(id), [set]);
  return { ids: set, isFavorite, toggle };
}
