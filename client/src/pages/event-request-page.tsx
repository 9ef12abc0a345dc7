import { useParams } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { EventRequestView } from '@/features/hall-events/components/event-request-view';
import { useHallEventsI18n } from '@/i18n/hall-events';

/** /events/request/:token, the link in the "request received" email: the request and "Confirm my request". */
export default function EventRequestPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useHallEventsI18n();
  usePageMeta(t('hallEvents.request.meta.title'), t('hallEvents.request.meta.description'));
  return (
    <>
      <PageIntro title={t('hallEvents.request.page.title')} lead={t('hallEvents.request.page.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <EventRequestView token={token} />
      </div>
    </>
  );
}
