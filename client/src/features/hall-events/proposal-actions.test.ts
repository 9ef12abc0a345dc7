import { describe, expect, test } from 'vitest';
import type { ClientEventDto } from '@shared/schemas/hall-events';
import { checkoutReturn, proposalActions } from './proposal-actions';
import { minutesLeft, requestPageState } from './request-state';
import { ApiRequestError } from '@/lib/api-request';

const proposal = {
  version: 1,
  lines: [],
  subtotal: '5000.00',
  taxable: '4500.00',
  tax: '444.38',
  total: '5444.38',
  deposit: '2722.19',
  validUntil: '2026-12-06T05:59:59.000Z',
  message: null,
  sentAt: '2026-11-29T10:00:00.000Z',
  acceptedAt: null,
  acceptedName: null,
  policy: 'Policy',
  policyVersion: 1,
};
const event = (changes: Partial<ClientEventDto>): ClientEventDto => ({
  status: 'proposal_sent',
  firstName: 'Hana',
  packageName: 'Celebration',
  packageNameAm: null,
  eventDate: '2027-01-16',
  blocks: ['evening'],
  startTime: '19:00',
  endTime: '23:00',
  guestCount: 100,
  language: 'en',
  proposal,
  proposalState: 'open',
  paid: '0.00',
  balanceDue: '5444.38',
  depositDue: '2722.19',
  depositDueDate: null,
  finalCountDueDate: '2027-01-06',
  balanceDueDate: '2027-01-13',
  guestCountChangeable: true,
  minGuests: 20,
  maxGuests: 150,
  payOnline: true,
  hallPhone: '(651) 555-0142',
  hallEmail: 'hall@selam.example',
  ...changes,
});

describe('what the client may do on the proposal page', () => {
  test('an open proposal is accepted first; nothing is paid before', () => {
    expect(proposalActions(event({}))).toEqual({ accept: true, pay: null, payAmount: null });
  });

  test('a superseded or expired proposal cannot be accepted', () => {
    expect(proposalActions(event({ proposalState: 'superseded' })).accept).toBe(false);
    expect(proposalActions(event({ proposalState: 'expired' })).accept).toBe(false);
  });

  test('accepted: the deposit; confirmed with the deposit in: the balance; all paid: nothing', () => {
    expect(proposalActions(event({ status: 'accepted', proposalState: 'accepted' }))).toEqual({
      accept: false,
      pay: 'deposit',
      payAmount: '2722.19',
    });
    expect(
      proposalActions(
        event({ status: 'confirmed', proposalState: 'accepted', depositDue: '0.00', balanceDue: '2722.19' }),
      ),
    ).toEqual({ accept: false, pay: 'balance', payAmount: '2722.19' });
    expect(
      proposalActions(event({ status: 'confirmed', proposalState: 'accepted', depositDue: '0.00', balanceDue: '0.00' }))
        .pay,
    ).toBeNull();
    expect(proposalActions(event({ status: 'cancelled', depositDue: '2722.19' })).pay).toBeNull();
  });

  test('the return from Checkout is read from its address', () => {
    expect(checkoutReturn('?payment=paid')).toBe('paid');
    expect(checkoutReturn('payment=cancelled')).toBe('cancelled');
    expect(checkoutReturn('')).toBeNull();
    expect(checkoutReturn('payment=other')).toBeNull();
  });
});

describe('what the request page shows', () => {
  const view = {
    status: 'tentative' as const,
    firstName: 'Hana',
    packageName: 'Celebration',
    packageNameAm: null,
    eventDate: '2027-01-16',
    blocks: ['evening' as const],
    guestCount: 100,
    holdExpiresAt: '2026-11-29T10:30:00.000Z',
    confirmed: false,
    estimate: { subtotal: '5000.00', tax: '444.38', total: '5444.38', deposit: '2722.19' },
  };

  test('open, then confirmed; lapsed when the hold ended or the confirm came too late; moved on once proposed', () => {
    expect(requestPageState(view, null, false)).toBe('open');
    expect(requestPageState({ ...view, confirmed: true }, null, false)).toBe('confirmed');
    expect(requestPageState({ ...view, status: 'expired' }, null, false)).toBe('lapsed');
    expect(requestPageState(view, null, true)).toBe('lapsed');
    expect(requestPageState({ ...view, status: 'proposal_sent' }, null, false)).toBe('moved');
  });

  test('an unknown token is not found; another failure is an error; nothing yet is loading', () => {
    expect(requestPageState(undefined, new ApiRequestError(404, 'Not found'), false)).toBe('notFound');
    expect(requestPageState(undefined, new ApiRequestError(500, 'Boom'), false)).toBe('error');
    expect(requestPageState(undefined, null, false)).toBe('loading');
  });

  test('the minutes left of a hold just made', () => {
    expect(minutesLeft('2026-11-29T10:30:00.000Z', Date.parse('2026-11-29T10:00:05.000Z'))).toBe(30);
    expect(minutesLeft('2026-11-29T10:00:00.000Z', Date.parse('2026-11-29T10:00:05.000Z'))).toBe(1);
  });
});
