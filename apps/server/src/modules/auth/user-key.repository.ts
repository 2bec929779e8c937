import type { Executor } from '../../db/database.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoIn, nowIso } from '../../lib/time.js';

export type KeyKind = 'reset' | 'invite';

/** Issues a single-use key; earlier unused keys of the same kind for the user stop working. */
export const issueKey = async (db: Executor, userId: number, kind: KeyKind, lifetimeMs: number) => {
  const key = randomToken();
  await db.deleteFrom('user_key').where('user_id', '=', userId).where('kind', '=', kind).execute();
  await db
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
