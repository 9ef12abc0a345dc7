import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { msg } from '@shared/messages/message';

/**
 * PostgreSQL cannot store the NUL character in text, so a string holding one would fail deep in
 * a query as a 500. Any such string in the JSON body or the query is refused up front with a 400.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body) || containsNul(req.query)) {
    throw AppError.badRequest(msg('field.controlCharacters'), 'VALIDATION_ERROR');
  }
  next();
};

function containsNul(root: unknown): boolean {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
