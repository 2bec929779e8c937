import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/database.js';
import { PRINCIPAL_CHANNEL } from '../db/migrations/011-principal-changes.js';
import type { FoundSession } from '../modules/auth/session.repository.js';

/** Sessions kept; the least recently used goes first. */
const MAX_ENTRIES = 10_000;
/** A safety net only: every change that alters a principal ends its entries at once (see below). */
export const PRINCIPAL_MAX_AGE_MS = 10_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * Writes to these tables can change a principal: its session, user, roles, role permissions and tenant, and the
 * tables whose deletion cascades into them (a department's deletion empties its users' `department_id`, a
 * permission's deletion its role permissions).
 */
const WATCHED =
  /\b(insert\s+into|update|delete\s+from)\s+"?(session|app_user|user_role|role_permission|role|tenant|department|permission)"?[\s(]/i;

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
 * it is opened again with backoff and the cache starts empty.
 */
export const createPrincipalCache = (
  db: Db,
  options: { url: string; log: FastifyBaseLogger },
): PrincipalCache => {
  const entries = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const quiet = new Set<string>();
  let generation = 0;
  // On SQLite, one process: writes through its connection are all there is.
  let usable = db.dialect === 'sqlite';

  const remove = (hash: string) => {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    const hashes = byUser.get(entry.found.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.found.user.id);
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

  const stopWatching = db.onWrites((statements) => {
    for (const statement of statements) {
      if (!quiet.has(statement) && WATCHED.test(statement)) {
        clear();
        return;
      }
    }
  });

  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PRINCIPAL_CHANNEL) return;
    const userId = message.payload?.startsWith('u:') ? Number(message.payload.slice(2)) : Number.NaN;
    if (Number.isSafeInteger(userId)) dropUser(userId);
    else clear();
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, retryMs);
    reconnectTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      usable = false;
      clear();
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (!closed) {
        options.log.warn({ err: error }, 'principal cache listener lost; not caching until it is back');
        scheduleReconnect();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', onNotification);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${PRINCIPAL_CHANNEL}`);
      if (client !== next || closed) {
        await next.end().catch(() => {});
        return;
      }
      retryMs = RECONNECT_MIN_MS;
      // What was read before this connection listened may have changed unheard.
      clear();
      usable = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  const ready = db.dialect === 'postgres' ? connect() : Promise.resolve();

  return {
    get(hash, now) {
      if (!usable) return undefined;
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (now >= entry.validUntil) {
        remove(hash);
        return undefined;
      }
      // Most recently used last, so that the first is the one to evict.
      entries.delete(hash);
      entries.set(hash, entry);
      return entry.found;
    },
    generation: () => generation,
    set(hash, found, at, validUntil) {
      if (!usable || at !== generation) return;
      remove(hash);
      entries.set(hash, { found, validUntil });
      const userId = found.user.id;
      let hashes = byUser.get(userId);
      if (!hashes) {
        hashes = new Set();
        byUser.set(userId, hashes);
      }
      hashes.add(hash);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
    },
    dropUser,
    quiet(statement) {
      quiet.add(statement);
    },
    async close() {
      closed = true;
      stopWatching();
      usable = false;
      clear();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await ready;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
};
