import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { useCateringI18n } from '@/i18n/catering';
import { formatCalendarDate } from '@/lib/format-date';
import { CONTACT_BY_LABELS } from '../labels';
import type { SentCateringRequest } from './use-send-catering-inquiry';

/** The confirmation that replaces the form once a request is stored. */
export function InquiryReceived({ request, onAgain }: { request: SentCateringRequest; onAgain: () => void }) {
  const { t, language } = useCateringI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const date = formatCalendarDate(request.eventDate, language, 'long');
  return (
    <div role="status" className="rounded-[var(--radius-card)] border border-success/40 bg-success/10 p-6 text-center sm:p-10">
      <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
        <CheckIcon className="size-7" strokeWidth="2.5" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
        {t('catering.done.title', { name: request.firstName })}
      </h3>
      <p className="mx-auto mt-2 max-w-xl">
        {t('catering.done.body', {
          guests: request.guestCount,
          date,
          preference: t(CONTACT_BY_LABELS[request.contactPreference]),
        })}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('catering.done.reference', { id: request.id })}</p>
      <Button variant="secondary" className="mt-6" onClick={onAgain}>
        {t('catering.done.again')}
      </Button>
    </div>
  );
}
