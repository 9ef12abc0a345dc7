import type { AppContext } from '../context';
import { registerHallReminderJobs } from './reminders';

/** The hall's queues: holds that run out, and the reminders and overdue deposits of the pipeline. */
export function registerHallEventJobs(ctx: AppContext): void {
  registerHallReminderJobs(ctx);
}
