import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** A PostgreSQL connection that listens for notifications (`startPgListener`). */
export interface PgListener {
  /** The connection while it is open, to send on (it may not listen yet); nothing while it is lost. */
  readonly client: pg.Client | undefined;
  /** Settles once the first attempt to connect has ended, listening or not. */
  readonly ready: Promise<void>;
  /** Stops listening and reconnecting, and ends the connection. */
  close(): Promise<void>;
}

export interface PgListenerOptions<T> {
  /** The database to listen on. */
  url: string;
  log: FastifyBaseLogger;
  /** The warning logged when the connection is lost (it is then opened again). */
  lostMessage: string;
  onNotification(message: pg.Notification): void;
  /** Runs the `LISTEN` statements on a new connection; what it returns is given to `onListening`. */
  listen(client: pg.Client): Promise<T>;
  /** The connection listens (again): notifications sent while none listened are gone. */
  onListening(listened: T): void;
  /** The connection was lost: until `onListening`, nothing is heard. */
  onLost?(): void;
}

/**
 * One connection that `LISTEN`s, opened again after a loss with a delay that doubles from 250 ms up to 10 s: the
 * live event bus and the principal cache each hold one. A notification sent while no connection listens is lost,
 * so each owner learns of both edges (`onLost`, `onListening`) and makes up for what it may have missed.
 */
export const startPgListener = <T>(options: PgListenerOptions<T>): PgListener => {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;

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
      options.onLost?.();
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (!closed) {
        options.log.warn({ err: error }, options.lostMessage);
        scheduleReconnect();
      }
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', options.onNotification);
    client = next;
    try {
      await next.connect();
      const listened = await options.listen(next);
      if (client !== next || closed) {
        await next.end().catch(() => {});
        return;
      }
      retryMs = RECONNECT_MIN_MS;
      options.onListening(listened);
    } catch (error) {
      lost(error as Error);
    }
  };

  const ready = connect();
  return {
    get client() {
      return client;
    },
    ready,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await ready;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
};
