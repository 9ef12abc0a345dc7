import { loadOnOpen } from '@/components/ui/load-on-open';

/**
 * The modal variant of the booking form: `trigger` opens it; a sent booking closes it. The form's
 * code (and its validation library) loads the first time it opens.
 */
export const ReservationDialog = loadOnOpen(() => import('./reservation-dialog-panel'), 'dialog');
