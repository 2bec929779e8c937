import { sql } from 'kysely';
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

/**
 * Counts one failure, atomically (one upsert), so that instances sharing the database count every failure once
 * even when they race. A lock that has run out starts a fresh count.
 */
export const recordFailure = async (
  db: Executor,
  username: string,
  threshold: number,
  lockMs: number,
): Promise<void> => {
  const now = nowIso();
  const lockedUntil = new Date(Date.now() + lockMs).toISOString();
  const failures = sql<number>`case when login_attempt.locked_until is not null and login_attempt.locked_until <= ${now}
    then 1 else login_attempt.failures + 1 end`;
  await db
    .insertInto('login_attempt')
    .values({ username, failures: 1, locked_until: threshold <= 1 ? lockedUntil : null, last_failure: now })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures,
        locked_until: sql<
          string | null
        >`case when ${failures} >= ${threshold} then ${lockedUntil} else null end`,
        last_failure: now,
      }),
    )
    .execute();
};

export const clearFailures = (db: Executor, username: string) =>
  db.deleteFrom('login_attempt').where('username', '=', username).execute();
