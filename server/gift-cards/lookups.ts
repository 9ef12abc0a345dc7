import type { Request } from 'express';
import { GIFT_CARD } from '@shared/gift-card-constants';

declare module 'express-session' {
  interface SessionData {
    /** Cards this session looked up by their code: card id -> when, in ms. */
    giftCardLookups?: Record<string, number>;
  }
}

const WINDOW_MS = GIFT_CARD.historyAfterLookupMinutes * 60_000;
/** A till looks up a few cards an hour; the session row stays small whatever a script does. */
const MAX_REMEMBERED = 50;

/** The session's look-ups still inside the window, newest last. */
function recentLookups(req: Request, now: Date): [string, number][] {
  return Object.entries(req.session.giftCardLookups ?? {})
    .filter(([, at]) => typeof at === 'number' && now.getTime() - at <= WINDOW_MS)
    .sort(([, a], [, b]) => a - b);
}

/** Remembers, in the session, that it looked up card `cardId` by its code at `now`. */
export function rememberLookup(req: Request, cardId: number, now: Date): void {
  const kept = recentLookups(req, now).filter(([id]) => id !== String(cardId));
  req.session.giftCardLookups = Object.fromEntries([
    ...kept.slice(-(MAX_REMEMBERED - 1)),
    [String(cardId), now.getTime()],
  ]);
}

/** Whether this session looked card `cardId` up by its code within the last GIFT_CARD.historyAfterLookupMinutes. */
export function lookedUpRecently(req: Request, cardId: number, now: Date): boolean {
  return recentLookups(req, now).some(([id]) => id === String(cardId));
}
