import { useParams } from 'wouter';
import { BeoSheet } from '@/features/admin-hall-events/components/beo-sheet';
import NotFoundPage from '@/pages/not-found-page';
import { AdminFrame } from './admin-frame';

/** /admin/hall-events/:id/beo: the banquet event order, on a page of its own for printing. */
export default function HallEventBeoPage() {
  const id = Number(useParams<{ id: string }>().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <AdminFrame current="hall-events" shell={false}>
      <main id="main" className="min-h-dvh bg-muted/50 print:bg-white">
        <BeoSheet id={id} />
      </main>
    </AdminFrame>
  );
}
