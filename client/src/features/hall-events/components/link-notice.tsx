import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { telHref } from '@shared/business-info';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHallEventsI18n } from '@/i18n/hall-events';

interface NoticeProps {
  title: string;
  tone?: 'default' | 'success' | 'warning';
  children?: ReactNode;
}

const TONES = {
  default: 'bg-card',
  success: 'border-2 border-success/50 bg-success/10',
  warning: 'border-2 border-accent bg-accent/15',
};

/** A panel of the client's pages whose heading takes the focus when it appears, so the news is read first. */
export function Notice({ title, tone = 'default', children }: NoticeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <section
      aria-labelledby="hall-notice-title"
      className={cn('grid gap-4 rounded-[var(--radius-card)] p-5 shadow-[var(--shadow-card)] sm:p-8', TONES[tone])}
    >
      <h2 id="hall-notice-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Ask again" (to the hall's page) and the hall's phone. */
export function AskAgain({ hallPhone }: { hallPhone?: string }) {
  const { t } = useHallEventsI18n();
  return (
    <div className="flex flex-wrap gap-3">
      <Link href="/hall-reservations" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
        {t('hallEvents.link.askAgain')}
      </Link>
      {hallPhone && (
        <a href={telHref(hallPhone)} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {t('hallEvents.callHall', { phone: hallPhone })}
        </a>
      )}
    </div>
  );
}

/** A link whose token the server does not know (wrong, cut short, or too long). */
export function LinkNotValid({ hallPhone }: { hallPhone?: string }) {
  const { t } = useHallEventsI18n();
  return (
    <Notice title={t('hallEvents.link.notValid.title')}>
      <p>{t('hallEvents.link.notValid.body')}</p>
      <AskAgain hallPhone={hallPhone} />
    </Notice>
  );
}
