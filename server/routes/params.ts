import { idParam } from '../../shared/schemas/common';
import { AppError } from '../errors';

/** A numeric id from the path; anything else cannot name a row, so it is a 404. */
export function parseId(value: unknown, notFoundMessage: string): number {
  const result = idParam.safeParse(value);
  if (!result.success) throw new AppError(404, 'NOT_FOUND', notFoundMessage);
  return result.data;
}
