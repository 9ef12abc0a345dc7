import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { BellIcon } from '@/components/ui/icons';
import { useReservationsI18n } from '@/i18n/reservations';
import { WaitlistJoinPanel, type WaitlistJoinProps } from './waitlist-join-panel';

/**
 * "Tell me if a table opens" on a date that is full for the party: a button, and the short form
 * it opens (name, email, phone, party size and the window of times that suit), sent as a waitlist
 * entry in the site's language. Once in, the dialog says so and what happens next.
 */
export function WaitlistJoinDialog({ site, date, times, prefill }: WaitlistJoinProps) {
  const { t } = useReservationsI18n();
  const hintId = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <p id={hintId} className="text-sm">
        {t('reservations.waitlist.openHint')}
      </p>
      <Dialog>
        <DialogTrigger asChild>
          <Button
            variant="outline"
            size="lg"
            aria-describedby={hintId}
            className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:justify-self-start"
          >
            <BellIcon aria-hidden="true" />
            {t('reservations.waitlist.open')}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t('dialog.close')}>
          <WaitlistJoinPanel site={site} date={date} times={times} prefill={prefill} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
