import type { EventBeoDto } from '@shared/schemas/hall-events';
import { clockMinutes, clockText } from '@shared/time';
import type { AppContext } from '../context';
import { readSettings } from '../site';
import { eventDetail, readEvent } from './event-dto';

/**
 * GET /api/admin/event-bookings/:id/beo: the banquet event order's data. The day starts with the
 * setup at the first block's start, then the event, then the cleanup, as the package had them.
 */
export async function eventBeo(ctx: AppContext, id: number): Promise<EventBeoDto> {
  const settings = await readSettings(ctx.db);
  const event = await eventDetail(ctx, ctx.db, id, settings.hallEvents);
  const row = await readEvent(ctx.db, id);
  const pkg = row.packageCopy;
  const start = clockMinutes(row.startTime);
  const at = (minutes: number) => clockText(Math.min(minutes, 24 * 60 - 1));
  return {
    event,
    hallName: settings.businessInfo.hallName,
    lines: event.proposal?.lines ?? [],
    timeline: [
      { step: 'setup', start: at(start), end: at(start + pkg.setupTime) },
      { step: 'event', start: at(start + pkg.setupTime), end: at(start + pkg.setupTime + pkg.duration) },
      {
        step: 'cleanup',
        start: at(start + pkg.setupTime + pkg.duration),
        end: at(start + pkg.setupTime + pkg.duration + pkg.cleanupTime),
      },
    ],
    packageCopy: {
      name: pkg.name,
      setupTime: pkg.setupTime,
      duration: pkg.duration,
      cleanupTime: pkg.cleanupTime,
      minGuests: pkg.minGuests,
      maxGuests: pkg.maxGuests,
    },
  };
}
