import { Link } from 'wouter';
import type { EventBookingStatus, HallBlock } from '@shared/hall-events';
import { adminSectionHref, hallEventHref } from '@/components/admin/admin-sections';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate, formatList } from '@/lib/format-date';
import { orderedBlocks } from '../event-labels';
import { EventStatusBadge } from './status-badge';

/** One event to come, as the analytics answer's `hallEvents.upcoming` lists it. */
export interface UpcomingHallEvent {
  id: number;
  eventDate: string;
  blocks: HallBlock[];
  name: string;
  guestCount: number;
  status: EventBookingStatus;
}

/** The dashboard's "Upcoming events": the hall's next events, each a link to its page. */
export function UpcomingEventsCard({ events }: { events: readonly UpcomingHallEvent[] }) {
  const { t, language } = useAdminI18n();
  return (
    <section aria-labelledby="upcoming-hall-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="upcoming-hall-title" className="text-xl font-semibold">
          {t('admin.hall.upcoming.heading')}
        </h2>
        <Link
          href={adminSectionHref('hall-events')}
          className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        >
          {t('admin.hall.upcoming.all')}
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{t('admin.hall.upcoming.none')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-border rounded-xl border border-border bg-card">
          {events.map((event) => {
            const date = formatCalendarDate(event.eventDate, language, 'medium');
            return (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="grid min-w-0 gap-0.5">
                  <Link
                    href={hallEventHref(event.id)}
                    className="break-words font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    {event.name}, {date}
                  </Link>
                  <span className="text-muted-foreground">
                    {formatList(
                      orderedBlocks(event.blocks).map((block) => t(`admin.hall.block.${block}`)),
                      language,
                    )}{' '}
                    · {t('admin.hall.upcoming.guests', { count: event.guestCount })}
                  </span>
                </span>
                <EventStatusBadge status={event.status} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
