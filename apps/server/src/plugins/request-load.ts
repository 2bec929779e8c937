import type { ServerResponse } from 'node:http';
import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How many requests this instance is answering at the moment. */
export interface RequestLoad {
  /**
   * Requests received whose answer has not begun. A stream that has sent its headers (the Supervisor feed) waits
   * on events, not on the event loop, and no longer counts; WebSocket upgrades never do.
   */
  answering(): number;
  /**
   * Whether the calling request is the only one being answered, after yielding once to the event loop: requests
   * whose bytes have arrived meanwhile are received first. Without the yield, a request answered without
   * waiting on I/O would never see the others, which are taken in only between its turns.
   */
  alone(): Promise<boolean>;
}

/**
 * Tracks the requests being answered, so that work which may run on the event loop or elsewhere can choose: a
 * list reads on SQLite's main connection only when its request is alone (`lib/list.ts`).
 */
export const registerRequestLoad = (app: FastifyInstance): RequestLoad => {
  const open = new Set<ServerResponse>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade) return;
    const raw = reply.raw;
    open.add(raw);
    // Emitted once the answer is sent or the connection is gone, whichever comes first.
    raw.once('close', () => open.delete(raw));
  });
  const answering = () => {
    let waiting = 0;
    for (const raw of open) if (!raw.headersSent) waiting++;
    return waiting;
  };
  return {
    answering,
    alone: async () => {
      await setImmediate();
      return answering() <= 1;
    },
  };
};
