import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';

export type KeyKind = 'reset' | 'invite';

/**
 * Issues a single-use key; earlier unused keys of the same kind for the user stop working. `lock` (PostgreSQL)
 * holds the user's row while the old keys are deleted and the new one written, so that concurrent issues for one
 * user leave one live key (SQLite runs one transaction at a time).
 */
export const issueKey = async (
  db: Executor,
  userId: number,
  kind: KeyKind,
  lifetimeMs: number,
  lock = false,
) => {
  const key = randomToken();
  await db.transaction().execute(async (trx) => {
    if (lock) await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('user_key').where('user_id', '=', userId).where('kind', '=', kind).execute();
    await trx
      .insertInto('user_key')
      .values({
        key_hash: sha256(key),
        user_id: userId,
        kind,
        created_date: nowIso(),
        expires_at: isoIn(lifetimeMs),
        used_date: null,
      })
      .execute();
  });
  return key;
};

/** Marks a live key used and returns its user id; an unknown, used or expired key gives nothing. */
export const consumeKey = async (db: Executor, key: string, kind: KeyKind): Promise<number | undefined> => {
  const now = nowIso();
  const row = await db
    .updateTable('user_key')
    .set({ used_date: now })
    .where('key_hash', '=', sha256(key))
    .where('kind', '=', kind)
    .where('used_date', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
};
