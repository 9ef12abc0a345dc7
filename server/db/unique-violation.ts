import type { AppError } from '../errors';

/**
 * The constraint a unique violation (SQLSTATE 23505) names, looking through drizzle's wrapper
 * errors; '' when the driver does not say which; undefined for any other error.
 */
function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Runs a write whose own check can be raced: two requests that both pass it meet the unique index,
 * and the refusal the caller names for that constraint (or for any, under '*') is thrown instead of
 * a 500. Any other error passes through.
 */
export async function refuseUniqueViolations<T>(
  write: () => Promise<T>,
  refusals: Record<string, () => AppError>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const refusal = constraint === undefined ? undefined : (refusals[constraint] ?? refusals['*']);
    if (refusal) throw refusal();
    throw error;
  }
}
