import { msg } from '@shared/messages/message';
import type { ClientEventDto } from '@shared/schemas/hall-events';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { cardPaymentsOn } from '../payments';
import { loadSettings } from '../site';
import { clientEventDto, newestProposal, readEvent, todayOf } from './event-dto';
import { eventOfLink } from './event-links';

/** The event a client's proposal link opens; a wrong, short or long token is a 404. */
export async function eventOfProposalLink(db: Database, token: string): Promise<number> {
  const id = await eventOfLink(db, token, 'proposal');
  if (id === null) throw AppError.notFound(msg('hall.proposalLinkNotFound'));
  return id;
}

/** The client's page as it is now (read in `db`, a transaction's or the pool). */
export async function clientView(ctx: AppContext, db: Database, id: number): Promise<ClientEventDto> {
  const settings = await loadSettings(db);
  const event = await readEvent(db, id);
  const proposal = await newestProposal(db, id);
  return clientEventDto(event, proposal, settings.hallEvents, todayOf(ctx), {
    payOnline: cardPaymentsOn(ctx, settings),
    hallPhone: settings.businessInfo.hallPhone,
    hallEmail: settings.businessInfo.hallEmail,
  });
}
