import { idParam } from '@shared/schemas/common';
import { AppError } from '../errors';

/** A numeric id from the path; anything else (including "0x10" or "1e3") cannot name a row: 404. */
export function parseId(value: unknown, notFoundMessage: string): number {
  const result = typeof value === 'string' && /^\d{1,10}$/.test(value) ? idParam.safeParse(value) : null;
  if (!result?.success) throw AppError.notFound(notFoundMessage);
  return result.data;
}
