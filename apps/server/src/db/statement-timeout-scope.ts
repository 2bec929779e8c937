import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The statement time limit of the work running now, when it is not the connection's default: `secureRoute` runs
 * the handlers of report and export requests in it with `LONG_STATEMENT_TIMEOUT`. A PostgreSQL connection taken in
 * it gets `SET statement_timeout` and is reset when given back; a read on the SQLite read worker gets it as its
 * time limit. Work that outlives the handler (a stream read later by the socket) has the default.
 */
export const statementTimeoutScope = new AsyncLocalStorage<number>();

/** Runs `work` with statements limited to `ms` (see `statementTimeoutScope`). */
export const runWithStatementTimeout = <T>(ms: number, work: () => T): T =>
  statementTimeoutScope.run(Math.max(1, Math.round(ms)), work);
