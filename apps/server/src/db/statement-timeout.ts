import { sql } from 'kysely';
import type { Db, Executor } from './database.js';

import { runWithStatementTimeout } from './statement-timeout-scope.js';

export { runWithStatementTimeout, statementTimeoutScope } from './statement-timeout-scope.js';

/**
 * Runs `work` with a statement time limit of `ms` rather than the connection's default (`STATEMENT_TIMEOUT`), for
 * work outside the routes `secureRoute` already gives `LONG_STATEMENT_TIMEOUT` (reports, exports). On PostgreSQL, in
 * a transaction whose `statement_timeout` is set locally, so that the connection goes back to the pool with its
 * default; `work` must use the executor it is given. On SQLite, `work` gets the main connection (whose statements
 * run on the event loop and cannot be stopped), and its reads on the read worker get `ms` as their limit.
 */
export const withStatementTimeout = async <T>(
  db: Db,
  ms: number,
  work: (executor: Executor) => Promise<T>,
): Promise<T> => {
  if (db.dialect !== 'postgres') return runWithStatementTimeout(ms, () => work(db.kysely));
  return db.kysely.transaction().execute(async (trx) => {
    await sql`select set_config('statement_timeout', ${String(Math.max(0, Math.round(ms)))}, true)`.execute(
      trx,
    );
    return work(trx);
  });
};

/**
 * Runs `work` on one connection with no statement time limit (migrations, which may rewrite large tables). The
 * connection's default comes back after, before it returns to the pool.
 */
export const withoutStatementTimeout = async <T>(
  db: Db,
  work: (executor: Executor) => Promise<T>,
): Promise<T> => {
  if (db.dialect !== 'postgres') return work(db.kysely);
  return db.kysely.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection).catch(() => {});
    }
  });
};
