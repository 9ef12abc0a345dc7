import type { EventPaymentPart } from '@shared/hall-events';
import type { ClientEventDto } from '@shared/schemas/hall-events';
import { parseCents } from '@shared/money';

const cents = (amount: string) => {
  const parsed = parseCents(amount);
  return 'cents' in parsed ? parsed.cents : 0;
};

/** What the client may do on the proposal page now. */
export interface ProposalActions {
  /** The proposal is open and not yet accepted. */
  accept: boolean;
  /** The part to pay next: the deposit until it is in, then the balance; null when nothing is due. */
  pay: EventPaymentPart | null;
  /** The amount of that part. */
  payAmount: string | null;
}

export function proposalActions(event: ClientEventDto): ProposalActions {
  const accept = event.status === 'proposal_sent' && event.proposalState === 'open' && event.proposal !== null;
  const paying = event.status === 'accepted' || event.status === 'confirmed';
  if (!paying) return { accept, pay: null, payAmount: null };
  if (cents(event.depositDue) > 0) return { accept, pay: 'deposit', payAmount: event.depositDue };
  if (cents(event.balanceDue) > 0) return { accept, pay: 'balance', payAmount: event.balanceDue };
  return { accept, pay: null, payAmount: null };
}

/** How the page was opened on the way back from Checkout (its return address says: `?payment=paid`), if it was. */
export function checkoutReturn(search: string): 'paid' | 'cancelled' | null {
  const payment = new URLSearchParams(search).get('payment');
  if (payment === 'paid') return 'paid';
  if (payment === 'cancelled') return 'cancelled';
  return null;
}
