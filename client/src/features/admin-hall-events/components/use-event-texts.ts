import type { HallBlock } from '@shared/hall-events';
import type { AdminEventBookingDto } from '@shared/schemas/hall-events';
import { formatClock } from '@shared/time';
import { useAdminI18n } from '@/lib/admin-i18n';
import { formatCalendarDate, formatList } from '@/lib/format-date';
import { clientName, orderedBlocks } from '../event-labels';

/** An event's words as every part of the section shows them: who, when, which blocks. */
export function useEventTexts() {
  const { t, language } = useAdminI18n();
  const blocksText = (blocks: readonly HallBlock[]) =>
    formatList(
      orderedBlocks(blocks).map((block) => t(`admin.hall.block.${block}`)),
      language,
    );
  return {
    blocksText,
    dateText: (date: string) => formatCalendarDate(date, language, 'long'),
    timeText: (event: Pick<AdminEventBookingDto, 'startTime' | 'endTime'>) =>
      `${formatClock(event.startTime, language)} – ${formatClock(event.endTime, language)}`,
    /** "Abebe Kebede, Saturday, May 2, 2026": the name of an event's link. */
    linkName: (event: AdminEventBookingDto) =>
      `${clientName(event)}, ${formatCalendarDate(event.eventDate, language, 'long')}`,
  };
}
