import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { GiftCardDto } from '@shared/schemas/gift-card';
import { lettersOf } from '../names';
import type { signInAs } from './admins';

type Agent = Awaited<ReturnType<typeof signInAs>>['agent'];

/** A new card of `amount` dollars, issued by a manager's `agent` to a recipient of its own. */
export async function issueGiftCard(agent: Agent, amount = 50): Promise<GiftCardDto> {
  const tag = randomUUID().slice(0, 8);
  const res = await agent.post('/api/admin/gift-cards').send({
    amount,
    recipientName: `Meron ${lettersOf(tag)}`,
    recipientEmail: `meron-${tag}@guest.example`,
    senderName: 'Dawit',
  });
  expect(res.status).toBe(201);
  return res.body as GiftCardDto;
}

/** Spends `amount` of a card at the table; the answer as it came, refusals included. */
export function redeem(agent: Agent, code: string, amount: unknown, note?: string) {
  return agent.post('/api/admin/gift-cards/redeem').send({ code, amount, ...(note === undefined ? {} : { note }) });
}

/** The answer to an unknown code; a malformed code gets the same, so the format is never hinted. */
export const UNKNOWN_CODE_ANSWER = {
  message: 'No gift card has this code. Check the code and try again.',
  code: 'NOT_FOUND',
  messageKey: 'giftCard.unknownCode',
  params: {},
};
