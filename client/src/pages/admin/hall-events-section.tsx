import { HallEventsBoard } from '@/features/admin-hall-events/components/hall-events-board';

/** /admin?tab=hall-events: the hall's pipeline, month, packages and settings. */
export function HallEventsSection() {
  return <HallEventsBoard />;
}
