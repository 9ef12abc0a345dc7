import { useOrderI18n, type OrderMessageKey } from '@/i18n/order';

const REASONS: { title: OrderMessageKey; body: OrderMessageKey; path: string }[] = [
  { title: 'order.why.fast.title', body: 'order.why.fast.body', path: 'M13 3 5 14h6l-1 7 8-11h-6Z' },
  { title: 'order.why.tracking.title', body: 'order.why.tracking.body', path: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z' },
  { title: 'order.why.contactless.title', body: 'order.why.contactless.body', path: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6ZM9 12l2 2 4-4' },
];

/** "Why Order Online?": fast and convenient, real-time tracking, safe contactless delivery. */
export function WhyOrderOnline() {
  const { t } = useOrderI18n();
  return (
    <section aria-labelledby="why-order-title">
      <h2 id="why-order-title" className="text-2xl font-semibold sm:text-3xl">
        {t('order.why.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)]">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent/25 text-primary">
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={reason.path} />
              </svg>
            </span>
            <h3 className="mt-3 text-lg font-semibold">{t(reason.title)}</h3>
            <p className="mt-1 text-muted-foreground">{t(reason.body)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
