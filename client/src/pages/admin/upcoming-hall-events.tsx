import {
  UpcomingEventsCard,
  type UpcomingHallEvent,
} from '@/features/admin-hall-events/components/upcoming-events-card';
import { useAnalytics } from '@/features/analytics/api';

/** The dashboard's "Upcoming events", read from the analytics answer (shown once it carries the hall's figures). */
export function UpcomingHallEvents() {
  const { data } = useAnalytics();
  const hall = (data as { hallEvents?: { upcoming?: UpcomingHallEvent[] } } | undefined)?.hallEvents;
  if (!hall?.upcoming) return null;
  return <UpcomingEventsCard events={hall.upcoming} />;
}
