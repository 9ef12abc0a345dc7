import type { ReactNode } from 'react';
import type { HallBlock } from '@shared/hall-events';
import { formatCalendarDate } from '@/lib/format-date';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useBlockNames } from './block-names';

interface EventSummaryProps {
  packageName: string;
  eventDate: string;
  blocks: HallBlock[];
  /** "2:00 PM – 11:00 PM", when known. */
  times?: string;
  guestCount: number;
  children?: ReactNode;
}

/** The event at a glance: package, date, blocks, guests, and whatever the page adds. */
export function EventSummary({ packageName, eventDate, blocks, times, guestCount, children }: EventSummaryProps) {
  const { t, language } = useHallEventsI18n();
  const blockNames = useBlockNames();
  const rows: [string, string][] = [
    [t('hallEvents.summary.package'), packageName],
    [t('hallEvents.summary.date'), formatCalendarDate(eventDate, language, 'full')],
    [t('hallEvents.summary.blocks'), times ? `${blockNames.runTitle(blocks)} (${times})` : blockNames.runTitle(blocks)],
    [t('hallEvents.summary.guests'), String(guestCount)],
  ];
  return (
    <dl className="grid gap-3 rounded-lg bg-muted/60 p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="-mt-2 sm:mt-0">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
