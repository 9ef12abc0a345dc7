import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { loadOnOpen } from '@/components/ui/load-on-open';
import { useReservationsI18n } from '@/i18n/reservations';
import type { WaitlistJoinProps } from './waitlist-join-panel';

// The dialog and its form load the first time it opens: most dates are not full.
const WaitlistJoinPopup = loadOnOpen(() => import('./waitlist-join-popup'), 'dialog');

/**
 * "Tell me if a table opens" on a date that is full for the party: a button, and the short form
 * it opens (name, email, phone, party size and the window of times that suit), sent as a waitlist
 * entry in the site's language. Once in, the dialog says so and what happens next.
 */
export function WaitlistJoinDialog(props: WaitlistJoinProps) {
  const { t } = useReservationsI18n();
  const hintId = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <p id={hintId} className="text-sm">
        {t('reservations.waitlist.openHint')}
      </p>
      <WaitlistJoinPopup
        {...props}
        trigger={
          <Button
            variant="outline"
            size="lg"
            aria-describedby={hintId}
            className="h-auto min-h-11 w-full whitespace-normal py-2 sm:w-auto sm:justify-self-start"
          >
            <BellIcon aria-hidden="true" />
            {t('reservations.waitlist.open')}
          </Button>
        }
      />
    </div>
  );
}
