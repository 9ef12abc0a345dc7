import type { AppContext } from '../context';

/** The hall's queues: holds that run out, and the reminders and overdue deposits of the pipeline. */
export function registerHallEventJobs(_ctx: AppContext): void {}
