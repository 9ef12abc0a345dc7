import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/external-link';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { useOrderI18n, type OrderMessageKey } from '@/i18n/order';

interface DeliveryApp {
  href: string;
  label: OrderMessageKey;
  note: OrderMessageKey;
  icon: ReactNode;
}

/** The frame of the apps' marks: drawn in lines of the text's colour. */
function LineMark({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className="size-8"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A neutral shopping-bag mark: no third-party logos. */
function BagIcon() {
  return (
    <LineMark>
      <path d="M7 11h18l-1.5 16h-15Z" />
      <path d="M12 11V9a4 4 0 0 1 8 0v2" />
      <path d="M12 17c1.2 1.6 2.5 2.4 4 2.4s2.8-.8 4-2.4" />
    </LineMark>
  );
}

/** A neutral scooter mark for the second app. */
function ScooterIcon() {
  return (
    <LineMark>
      <circle cx="8" cy="23" r="3.5" />
      <circle cx="24" cy="23" r="3.5" />
      <path d="M11.5 23h9l3-11h3" />
      <path d="M4 12h9v7H6" />
      <path d="M22 12l-1-4h-3" />
    </LineMark>
  );
}

/** The two delivery apps from settings, as large tap targets that open in a new tab. */
export function DeliveryAppLinks({ uberEats, doorDash }: { uberEats: string; doorDash: string }) {
  const { t } = useOrderI18n();
  const apps: DeliveryApp[] = [
    { href: uberEats, label: 'order.apps.uberEats', note: 'order.apps.uberEatsNote', icon: <BagIcon /> },
    { href: doorDash, label: 'order.apps.doorDash', note: 'order.apps.doorDashNote', icon: <ScooterIcon /> },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {apps.map((app) => (
        <li key={app.label}>
          <ExternalLink
            href={app.href}
            className="group flex min-h-24 items-center gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)] transition-colors hover:border-primary"
          >
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              {app.icon}
            </span>
            <span className="grid flex-1 gap-1">
              <span className="font-display text-xl font-semibold group-hover:text-primary">
                {t(app.label)}
                <span className="sr-only"> {t('order.apps.newTab')}</span>
              </span>
              <span className="text-sm text-muted-foreground">{t(app.note)}</span>
            </span>
            <span className="text-muted-foreground group-hover:text-primary">
              <ExternalLinkIcon className="size-5 shrink-0" />
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
