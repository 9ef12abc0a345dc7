import { useState } from 'react';
import { CATERING } from '@shared/catering-constants';
import { useCateringI18n } from '@/i18n/catering';
import { CateringInquiryForm } from './catering-inquiry-form';
import type { SentCateringRequest } from './use-send-catering-inquiry';
import { InquiryReceived } from './inquiry-received';

interface CateringInquiryProps {
  id: string;
  timeZone: string;
  phone: string;
}

/** The inquiry section: the form, then the confirmation once the request is stored. */
export function CateringInquiry({ id, timeZone, phone }: CateringInquiryProps) {
  const { t } = useCateringI18n();
  const [sent, setSent] = useState<SentCateringRequest | null>(null);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold sm:text-3xl">
        {t('catering.form.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('catering.form.lead', { hours: CATERING.noticeHours })}</p>
      <div className="mt-6">
        {sent ? (
          <InquiryReceived request={sent} onAgain={() => setSent(null)} />
        ) : (
          <CateringInquiryForm timeZone={timeZone} phone={phone} onSent={setSent} />
        )}
      </div>
    </section>
  );
}
