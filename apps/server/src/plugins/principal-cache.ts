import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Registry } from 'prom-client';
import { type Db, statementMatches } from '../db/database.js';
import { PRINCIPAL_CHANNEL } from '../db/migrations/011-principal-changes.js';
import { startPgListener } from '../events/pg-listener.js';
import { approximateBytes, createBoundedCache, MIB, registerCacheMetrics } from '../lib/bounded-cache.js';
import type { FoundSession } from './session-lookup.js';

/** Sessions kept, and the bytes their principals may take; the least recently used goes first. */
const MAX_ENTRIES = 10_000;
export const PRINCIPAL_CACHE_MAX_BYTES = 16 * MIB;
/** A safety net only: every change that alters a principal ends its entries at once (see below). */
export const PRINCIPAL_MAX_AGE_MS = 10_000;
/** How long a principal-changing write waits for every listening instance to confirm (see `announced`). */
export const PRINCIPAL_ANNOUNCE_TIMEOUT_MS = 1_000;
/** The `application_name` of a listening connection once it listens: how instances count each other. */
export const PRINCIPAL_LISTENER_NAME = 'parlance-principal-cache';

/**
 * Writes to these tables can change a principal: its session, user, roles, role permissions and tenant, and the
 * tables whose deletion cascades into them (a department's deletion empties its users' `department_id`, a
 * permission's deletion its role permissions).
 */
const WATCHED =
  /\b(insert\s+into|update|delete\s+from)\s+"?(session|app_user|user_role|role_permission|role|tenant|department|permission)"?[\s(]/i;
/** `WATCHED` of a statement, remembered per text (every write is asked, a message's among them). */
const watched = statementMatches(WATCHED);

interface Entry {
  found: FoundSession;
  /** Epoch ms after which the entry is not used. */
  validUntil: number;
}

export interface PrincipalCache {
  /** The live entry of a session hash. */
  get(hash: string, now: number): FoundSession | undefined;
  /** Taken before reading a principal; `set` keeps what was read only if nothing changed meanwhile. */
  generation(): number;
  set(hash: string, found: FoundSession, generation: number, validUntil: number): void;
  /** Ends the entries of one user (this instance's own once-a-minute session write). */
  dropUser(userId: number): void;
  /** Statements this instance runs that change nothing a cached principal holds beyond what `dropUser` ends. */
  quiet(statement: string): void;
  close(): Promise<void>;
}

/**
 * The principals of recent sessions, per app instance, by session hash. It cannot outlive a change: every write
 * to the tables a principal is read from, through this instance's database connections, ends every entry when its
 * connection is given back (after commit); on PostgreSQL, triggers announce every change at commit, made by any
 * instance or any other client (`011-principal-changes`), and the entries of that user (or all, for a role,
 * permission or tenant change) end as the notification arrives. A read that overlapped a change is not kept (the
 * generation moved). While the listening connection is down, nothing is kept or served (changes could be missed);
 * it is opened again with backoff and the cache starts empty. On PostgreSQL, a write of this instance that can
 * change a principal resolves only once every listening instance has confirmed that it heard it (`announced`), so
 * that the request that made it answers after no instance can serve the old principal any more.
 */
export const createPrincipalCache = (
  db: Db,
  options: { url: string; log: FastifyBaseLogger; metrics?: Registry },
): PrincipalCache => {
  const byUser = new Map<number, Set<string>>();
  /** Forgets an entry's hash in its user's set, whatever made it leave (removed, evicted, cleared). */
  const unindex = (entry: Entry, hash: string) => {
    const hashes = byUser.get(entry.found.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.found.user.id);
  };
  const entries = createBoundedCache<string, Entry>({
    name: 'principals',
    maxBytes: PRINCIPAL_CACHE_MAX_BYTES,
    maxEntries: MAX_ENTRIES,
    sizeOf: (entry, hash) => approximateBytes(entry) + approximateBytes(hash),
    dispose: unindex,
  });
  const stopReporting = options.metrics
    ? registerCacheMetrics(options.metrics, 'principals', entries)
    : undefined;
  const quiet = new Set<string>();
  let generation = 0;
  // On SQLite, one process: writes through its connection are all there is.
  let usable = db.dialect === 'sqlite';

  // `dispose` keeps `byUser` in step.
  const remove = (hash: string) => {
    entries.delete(hash);
  };
  const clear = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };
  const dropUser = (userId: number) => {
    generation++;
    for (const hash of byUser.get(userId) ?? []) remove(hash);
  };

  /** The backend process of the listening connection, which names this instance to the others. */
  let listenerPid: number | undefined;

  /**
   * The barrier after a commit of this instance that can change a principal. Hearing the commit's notifications
   * back on this instance's own listener is not enough: PostgreSQL signals every listening session at commit, but
   * each session sends its notifications when its process next runs, milliseconds apart on a loaded server, and
   * the other instance must then read them. So this instance sends a sync (`s:<seq>`) on the channel, after the
   * commit, and reads in the same statement which sessions listen (by `application_name`, set once they listen).
   * Notifications reach every session in commit order, so an instance that receives the sync has already ended
   * the entries the commit's notifications named; it then answers on this instance's own channel. The write
   * resolves when every counted session has answered. A payload match on the commit's own notifications would not
   * do: a commit may announce nothing (a session's insert, an update of no rows) or many things. Bounded: past
   * the timeout a warning is logged and the write goes on (an instance that stalls or just went away). While this
   * instance does not listen, it cannot tell, and does not wait.
   */
  let syncSeq = 0;
  const syncs = new Map<number, { answered: Set<number>; expected?: number[]; done: () => void }>();
  const settle = (seq: number) => {
    const sync = syncs.get(seq);
    if (!sync?.expected?.every((pid) => sync.answered.has(pid))) return;
    syncs.delete(seq);
    sync.done();
  };
  const endSyncs = () => {
    for (const sync of syncs.values()) sync.done();
    syncs.clear();
  };
  const ackChannel = (pid: number) => `${PRINCIPAL_CHANNEL}_ack_${pid}`;

  const announced = (): Promise<void> | undefined => {
    const listener = listening?.client;
    if (!listener || !usable) return undefined;
    const seq = ++syncSeq;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        const sync = syncs.get(seq);
        const missing = sync?.expected?.filter((pid) => !sync.answered.has(pid)) ?? [];
        syncs.delete(seq);
        options.log.warn(
          { missing },
          `a principal change was not confirmed by every listening instance within ${PRINCIPAL_ANNOUNCE_TIMEOUT_MS} ms; answering anyway`,
        );
        resolve();
      }, PRINCIPAL_ANNOUNCE_TIMEOUT_MS);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      // Answers may come back before the statement's own result does.
      syncs.set(seq, { answered: new Set(), done });
      listener
        .query<{ pids: number[] }>(
          `select pg_notify($1, $2), array(select pid from pg_stat_activity where datname = current_database()
             and application_name = $3 and pid <> pg_backend_pid()) as pids`,
          [PRINCIPAL_CHANNEL, `s:${seq}`, PRINCIPAL_LISTENER_NAME],
        )
        .then(
          (result) => {
            const sync = syncs.get(seq);
            if (!sync) return;
            sync.expected = result.rows[0]?.pids ?? [];
            settle(seq);
          },
          () => {
            syncs.delete(seq);
            done();
          },
        );
    });
  };

  const stopWatching = db.onWrites((statements) => {
    for (const statement of statements) {
      if (!quiet.has(statement) && watched(statement)) {
        clear();
        return db.dialect === 'postgres' ? announced() : undefined;
      }
    }
    return undefined;
  });

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (listenerPid !== undefined && message.channel === ackChannel(listenerPid)) {
      const sync = syncs.get(Number(payload));
      if (sync) {
        sync.answered.add(message.processId);
        settle(Number(payload));
      }
      return;
    }
    if (message.channel !== PRINCIPAL_CHANNEL) return;
    if (payload.startsWith('s:')) {
      // Everything announced before the sync has been handled above, in order: confirm to its sender.
      if (message.processId !== listenerPid) {
        listening?.client
          ?.query('select pg_notify($1, $2)', [ackChannel(message.processId), payload.slice(2)])
          .catch(() => {});
      }
      return;
    }
    const userId = payload.startsWith('u:') ? Number(payload.slice(2)) : Number.NaN;
    if (Number.isSafeInteger(userId)) dropUser(userId);
    else clear();
  };

  // On SQLite there is nothing to listen to.
  const listening =
    db.dialect === 'postgres'
      ? startPgListener({
          url: options.url,
          log: options.log,
          lostMessage: 'principal cache listener lost; not caching until it is back',
          onNotification,
          listen: async (client) => {
            const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
            const pid = rows[0]?.pid ?? 0;
            // Named only once it listens, so that no instance waits for a connection that cannot hear it yet.
            await client.query(
              `LISTEN ${PRINCIPAL_CHANNEL}; LISTEN ${ackChannel(pid)}; SET application_name = '${PRINCIPAL_LISTENER_NAME}'`,
            );
            return pid;
          },
          onListening: (pid) => {
            listenerPid = pid;
            // What was read before this connection listened may have changed unheard.
            clear();
            usable = true;
          },
          onLost: () => {
            listenerPid = undefined;
            usable = false;
            clear();
            endSyncs();
          },
        })
      : undefined;

  return {
    get(hash, now) {
      if (!usable) return undefined;
      // Makes it the most recently used.
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (now >= entry.validUntil) {
        remove(hash);
        return undefined;
      }
      return entry.found;
    },
    generation: () => generation,
    set(hash, found, at, validUntil) {
      if (!usable || at !== generation) return;
      remove(hash);
      // Evicts the least recently used past the bounds (their `dispose` unindexes them).
      entries.set(hash, { found, validUntil });
      if (!entries.has(hash)) return;
      const userId = found.user.id;
      let hashes = byUser.get(userId);
      if (!hashes) {
        hashes = new Set();
        byUser.set(userId, hashes);
      }
      hashes.add(hash);
    },
    dropUser,
    quiet(statement) {
      quiet.add(statement);
    },
    async close() {
      stopWatching();
      stopReporting?.();
      usable = false;
      clear();
      endSyncs();
      await listening?.close();
    },
  };
};
