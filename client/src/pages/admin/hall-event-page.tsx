import { useParams } from 'wouter';
import { EventDetail } from '@/features/admin-hall-events/components/event-detail';
import NotFoundPage from '@/pages/not-found-page';
import { AdminFrame } from './admin-frame';

/** /admin/hall-events/:id: one hall event, inside the back office. */
export default function HallEventPage() {
  const id = Number(useParams<{ id: string }>().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <AdminFrame current="hall-events">
      <EventDetail key={id} id={id} />
    </AdminFrame>
  );
}
