import type { EventRequestInput, EventRequestReceipt } from '@shared/schemas/hall-events';
import { FormReceived } from '@/components/forms/form-received';
import { formatMoney } from '@/lib/format';
import { formatCalendarDate, formatTimestamp } from '@/lib/format-date';
import { useHallEventsI18n } from '@/i18n/hall-events';
import { useBlockNames } from './block-names';

interface RequestSentProps {
  receipt: EventRequestReceipt;
  input: EventRequestInput;
  packageName: string;
  timeZone?: string;
  /** Minutes left of the hold when it was made. */
  minutes: number;
  onAgain: () => void;
}

/** The hold, once the request is stored: confirm it from the email before the hold ends. */
export function RequestSent({ receipt, input, packageName, timeZone, minutes, onAgain }: RequestSentProps) {
  const { t, language } = useHallEventsI18n();
  const blockNames = useBlockNames();
  const until = formatTimestamp(receipt.holdExpiresAt, timeZone ?? 'America/Chicago', language);
  return (
    <FormReceived
      title={t('hallEvents.sent.title', { name: input.firstName })}
      reference={t('hallEvents.sent.reference', { id: receipt.id })}
      againLabel={t('hallEvents.sent.again')}
      onAgain={onAgain}
    >
      <p className="mx-auto mt-2 max-w-xl">
        {t('hallEvents.sent.held', {
          name: packageName,
          date: formatCalendarDate(input.eventDate, language, 'full'),
          blocks: blockNames.run(input.blocks),
          guests: input.guestCount,
        })}
      </p>
      <p className="mx-auto mt-3 max-w-xl text-lg font-semibold">
        {t('hallEvents.sent.confirm', { minutes, email: input.email })}
      </p>
      <p className="mx-auto mt-2 max-w-xl">{t('hallEvents.sent.until', { time: until })}</p>
      <p className="mx-auto mt-3 max-w-xl text-sm text-muted-foreground">
        {t('hallEvents.sent.estimate', { total: formatMoney(receipt.estimate.total, language) })}
      </p>
    </FormReceived>
  );
}
