import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useReservationsI18n } from '@/i18n/reservations';
import { aroundPhone } from '../manage';

export const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline';

/** A text whose `{phone}` is the restaurant's number as a call link. */
export function WithPhone({ text, phone }: { text: string; phone: string }) {
  const parts = aroundPhone(text);
  if (!parts) return text;
  return (
    <>
      {parts[0]}
      <a href={telHref(phone)} className={cn(linkClass, 'whitespace-nowrap')}>
        {phone}
      </a>
      {parts[1]}
    </>
  );
}

const NOTICE_TONES = {
  neutral: 'border-accent bg-accent/10',
  danger: 'border-destructive/40 bg-destructive/10',
  success: 'border-success/40 bg-success/10',
} as const;

interface NoticeProps {
  title: string;
  children: ReactNode;
  tone?: keyof typeof NOTICE_TONES;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A state of a diner's page in a panel of its own: not found, could not load, cancelled, over, expired. */
export function Notice({ title, children, tone = 'neutral', headingRef }: NoticeProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('rounded-[var(--radius-card)] border p-5 sm:p-8', NOTICE_TONES[tone])}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h2>
      <div className="mt-2 grid gap-4">{children}</div>
    </section>
  );
}

/** The way back to the booking form. */
export function BookAgainLink({ label }: { label: string }) {
  return (
    <Link href="/reservations" className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'justify-self-start')}>
      {label}
    </Link>
  );
}

interface LinkNoticeProps {
  title: string;
  /** The restaurant's number, once the site's details have loaded. */
  phone: string | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A diner's link that leads nowhere (mistyped, or what it named is gone): why, whom to call, the way back. */
export function LinkNotFoundNotice({ title, body, phone, headingRef }: LinkNoticeProps & { body: string }) {
  const { t } = useReservationsI18n();
  return (
    <Notice title={title} headingRef={headingRef}>
      <p>{body}</p>
      {phone && (
        <p>
          <WithPhone text={t('reservations.manage.callUs')} phone={phone} />
        </p>
      )}
      <BookAgainLink label={t('reservations.manage.bookNew')} />
    </Notice>
  );
}

/** A diner's page whose read failed: the reason, whom to call, and a way to try again. */
export function LinkLoadErrorNotice({
  title,
  error,
  phone,
  retrying,
  onRetry,
  headingRef,
}: LinkNoticeProps & { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useReservationsI18n();
  return (
    <Notice title={title} tone="danger" headingRef={headingRef}>
      <p>
        {phone ? (
          <WithPhone text={errorMessage(error, t('reservations.manage.error.body'))} phone={phone} />
        ) : (
          errorMessage(error, t('reservations.manage.error.bodyNoPhone'))
        )}
      </p>
      <Button variant="secondary" className="justify-self-start" disabled={retrying} onClick={onRetry}>
        {t('reservations.manage.retry')}
      </Button>
    </Notice>
  );
}
