/**
 * Loads a lazily imported module once. Unlike React.lazy, a failed download (a flaky phone
 * connection, chunks gone after a deploy) is not remembered: the next call tries again, and
 * the failure reaches the caller instead of the page's error boundary.
 */
export interface ChunkLoader<T> {
  /** The module, if it has loaded. */
  current(): T | undefined;
  /** Starts loading (once at a time); resolves with the module, rejects on a failed download. */
  load(): Promise<T>;
  /** Starts loading in the background; a failure is quietly forgotten. */
  prefetch(): void;
}

export function chunkLoader<T>(importModule: () => Promise<T>): ChunkLoader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    current: () => loaded,
    load,
    prefetch: () => void load().catch(() => undefined),
  };
}
