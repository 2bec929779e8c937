import type { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The heap of a test app measured in the test's own process. An injected answer (light-my-request) is resolved
 * once the server ends it, but its response also writes every chunk to a stand-in socket that accepts one chunk a
 * turn of the event loop: a CSV export written row by row stays queued there, tens of thousands of buffers, long
 * after its answer was read. Under load that queue grows with the answers served (about 10 KB an answer in the
 * survival run), though no real socket ever holds it: a server writes to a client through backpressure. So the
 * heap is read once every noted answer's stand-in socket has drained.
 */

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/** The stand-in sockets of injected answers that still had writes queued when noted. */
const queued = new Set<Writable>();
let noted = 0;

/** What is still queued on the noted sockets (and forgets those that have drained). */
export const queuedWrites = () => {
  let bytes = 0;
  for (const socket of queued) {
    if (socket.writableLength === 0 || socket.destroyed) queued.delete(socket);
    else bytes += socket.writableLength;
  }
  return { sockets: queued.size, bytes };
};

/** Notes an injected answer, whose stand-in socket may still hold copies of what it wrote. */
export const noteInjected = (response: { raw: { res: unknown } }) => {
  const socket = (response.raw.res as { socket?: Writable | null }).socket;
  if (socket && socket.writableLength > 0) queued.add(socket);
  // Drained sockets are let go of now and then, so that the set holds only what is still queued.
  if (++noted % 256 === 0) queuedWrites();
};

/** Waits (turning the event loop) until every noted socket has drained; throws past `timeoutMs`. */
export const drainInjected = async (timeoutMs = 120_000) => {
  const until = performance.now() + timeoutMs;
  for (let left = queuedWrites(); left.sockets > 0; left = queuedWrites()) {
    if (performance.now() > until)
      throw new Error(
        `${left.sockets} injected answers still hold ${left.bytes} bytes after ${timeoutMs} ms`,
      );
    for (let i = 0; i < 100; i++) await new Promise((resolve) => setImmediate(resolve));
  }
};

/**
 * The heap in use once injected answers have drained, after full collections (several, so that weak references
 * and finalizers settle).
 */
export const settledHeap = async () => {
  await drainInjected();
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
};

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
