import type { AppContext } from '../context';

/** How an event follows its card payments (the payments area's handler for the `event` purpose). */
export function registerEventPayments(_ctx: AppContext): void {}
