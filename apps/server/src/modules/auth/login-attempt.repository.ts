import type { Executor } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/**
 * Failed sign-ins are counted per submitted username (lower-cased), whether or not such a user exists, so
 * that locking reveals nothing about which accounts exist.
 */
export const findLock = async (db: Executor, username: string): Promise<string | null> => {
  const row = await db
    .selectFrom('login_attempt')
    .select('locked_until')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.locked_until && row.locked_until > nowIso() ? row.locked_until : null;
};

export const recordFailure = async (
  db: Executor,
  username: string,
  threshold: number,
  lockMs: number,
): Promise<void> => {
  const now = nowIso();
  const row = await db
    .selectFrom('login_attempt')
    .select(['failures', 'locked_until'])
    .where('username', '=', username)
    .executeTakeFirst();
  // A lock that has run out starts a fresh count.
  const previous = row && !(row.locked_until && row.locked_until <= now) ? row.failures : 0;
  const failures = previous + 1;
  const lockedUntil = failures >= threshold ? new Date(Date.now() + lockMs).toISOString() : null;
  if (row) {
    await db
      .updateTable('login_attempt')
      .set({ failures, locked_until: lockedUntil, last_failure: now })
      .where('username', '=', username)
      .execute();
  } else {
    await db
      .insertInto('login_attempt')
      .values({ username, failures, locked_until: lockedUntil, last_failure: now })
      .execute();
  }
};

export const clearFailures = (db: Executor, username: string) =>
  db.deleteFrom('login_attempt').where('username', '=', username).execute();
