import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts, passwordResetTokens } from '../db/schema';
import { countRows, daysBefore, type NightlyTask } from '../jobs/housekeeping';

/** Sign-in attempts are kept this long: the throttle needs minutes, a look back at an attack weeks. */
const SIGN_IN_ATTEMPT_DAYS = 90;

/** The accounts' nightly task: old sign-in attempts, and reset links used or expired. */
export function forgetSignInTraces(db: Database): NightlyTask {
  return async (now) => ({
    loginAttempts: await countRows(
      db
        .delete(loginAttempts)
        .where(lt(loginAttempts.createdAt, daysBefore(now, SIGN_IN_ATTEMPT_DAYS)))
        .returning({ id: loginAttempts.id }),
    ),
    resetTokens: await countRows(
      db
        .delete(passwordResetTokens)
        .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
        .returning({ id: passwordResetTokens.id }),
    ),
  });
}
