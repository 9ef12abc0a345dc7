import { useParams } from 'wouter';
import { PageIntro } from '@/components/layout/page-intro';
import { usePageMeta } from '@/components/seo/page-meta';
import { EventProposalView } from '@/features/hall-events/components/event-proposal-view';
import { useHallEventsI18n } from '@/i18n/hall-events';

/** /events/proposal/:token, the link in the proposal email: the proposal, accepting it, paying. */
export default function EventProposalPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useHallEventsI18n();
  usePageMeta(t('hallEvents.proposal.meta.title'), t('hallEvents.proposal.meta.description'));
  return (
    <>
      <PageIntro title={t('hallEvents.proposal.page.title')} lead={t('hallEvents.proposal.page.lead')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-12">
        <EventProposalView token={token} />
      </div>
    </>
  );
}
