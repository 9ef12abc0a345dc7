import { PageSection } from '@/components/layout/page-section';
import { BoltIcon, MapPinIcon, ShieldIcon } from '@/components/ui/icons';
import { useOrderI18n, type OrderMessageKey } from '@/i18n/order';

const REASONS: { title: OrderMessageKey; body: OrderMessageKey; Icon: typeof BoltIcon }[] = [
  { title: 'order.why.fast.title', body: 'order.why.fast.body', Icon: BoltIcon },
  { title: 'order.why.tracking.title', body: 'order.why.tracking.body', Icon: MapPinIcon },
  { title: 'order.why.contactless.title', body: 'order.why.contactless.body', Icon: ShieldIcon },
];

/** "Why Order Online?": fast and convenient, real-time tracking, safe contactless delivery. */
export function WhyOrderOnline() {
  const { t } = useOrderI18n();
  return (
    <PageSection id="why-order-title" title={t('order.why.title')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {REASONS.map(({ title, body, Icon }) => (
          <li
            key={title}
            className="rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)]"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent/25 text-primary">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-3 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-1 text-muted-foreground">{t(body)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
