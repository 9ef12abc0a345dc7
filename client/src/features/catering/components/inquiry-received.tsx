import { FormReceived } from '@/components/forms/form-received';
import { useCateringI18n } from '@/i18n/catering';
import { formatCalendarDate } from '@/lib/format-date';
import { CONTACT_BY_LABELS } from '../labels';
import type { SentCateringRequest } from './use-send-catering-inquiry';

/** The confirmation that replaces the form once a request is stored. */
export function InquiryReceived({ request, onAgain }: { request: SentCateringRequest; onAgain: () => void }) {
  const { t, language } = useCateringI18n();
  const date = formatCalendarDate(request.eventDate, language, 'long');
  return (
    <FormReceived
      title={t('catering.done.title', { name: request.firstName })}
      reference={t('catering.done.reference', { id: request.id })}
      againLabel={t('catering.done.again')}
      onAgain={onAgain}
    >
      <p className="mx-auto mt-2 max-w-xl">
        {t('catering.done.body', {
          guests: request.guestCount,
          date,
          preference: t(CONTACT_BY_LABELS[request.contactPreference]),
        })}
      </p>
    </FormReceived>
  );
}
