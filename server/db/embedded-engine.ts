import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of a server on the embedded database: one small installation, where memory is
 * scarcer than CPU. Set before PGlite compiles its WebAssembly; V8 reads them as it goes.
 *
 * - `--optimize-for-size`: the JavaScript heap is collected sooner rather than left to grow under
 *   load.
 * - `--wasm-num-compilation-tasks=1`: Postgres's hottest functions are recompiled with the
 *   optimizing compiler on one background thread rather than one per core; the memory each
 *   thread's compilations take stays with the process.
 * - `--wasm-tiering-budget`: a function is recompiled after running ten times as long as V8's
 *   default, so what runs only at start-up stays with the baseline compiler.
 */
export const EMBEDDED_ENGINE_FLAGS: readonly string[] = [
  '--optimize-for-size',
  '--wasm-num-compilation-tasks=1',
  '--wasm-tiering-budget=18000000',
];

export function tuneEngineForEmbeddedDatabase(flags: readonly string[] = EMBEDDED_ENGINE_FLAGS): void {
  for (const flag of flags) setFlagsFromString(flag);
}
