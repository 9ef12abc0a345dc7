/**
 * A promise that carries its outcome, the way React records it on a promise `use` has waited for:
 * `use` reads a settled one at once, even the first time it sees it (a page hydrating with its
 * texts already here), and suspends only while it is pending.
 *
 * A component must call `use` on such a promise on every render, loaded or not: React replays a
 * component that suspended with the hooks of that attempt, and a replay that skips the `use`
 * call throws ("Update hook called on initial render", minified #467, reported as #520).
 */
import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

export type ReadablePromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

type Outcome<T> = { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function readable<T>(promise: Promise<T>): ReadablePromise<T> {
  const outcome = promise as Promise<T> & Outcome<T>;
  outcome.status = 'pending';
  promise.then(
    (value) => Object.assign(outcome, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(outcome, { status: 'rejected', reason }),
  );
  return outcome as ReadablePromise<T>;
}

/** A promise already fulfilled with `value`, which `use` reads without suspending. */
export function fulfilled<T>(value: T): ReadablePromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
