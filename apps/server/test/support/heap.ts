import type { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The heap of a test app measured in the test's own process. An injected answer (light-my-request) is resolved
 * once the server ends it, but its response also writes every chunk to a stand-in socket that accepts one chunk a
 * turn of the event loop: a CSV export written row by row stays queued there, tens of thousands of buffers, long
 * after its answer was read. Under load that queue grew with the answers served (about 10 KB an answer in the
 * survival run), cost the event loop a task a chunk and the collector long pauses, though no real socket ever
 * holds it: a server writes to a client through backpressure. So a load lets go of each answer's copies once the
 * answer is read (`releaseInjected`).
 */

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Drops the copies still queued on an injected answer's stand-in socket (the answer itself, already read, is
 * kept), and answers their bytes.
 */
export const releaseInjected = (response: { raw: { res: unknown } }) => {
  const socket = (response.raw.res as { socket?: Writable | null }).socket;
  const bytes = socket?.writableLength ?? 0;
  if (socket && bytes > 0) socket.destroy();
  return bytes;
};

/** The heap in use after full collections (several, so that weak references and finalizers settle). */
export const settledHeap = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
};

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
