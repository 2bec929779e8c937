import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KB and more (JSON, problem bodies, lists) with brotli or gzip, as the request accepts.
 * Answers that already carry a `Content-Encoding` (the web app's pre-compressed files) are left alone, and
 * `text/event-stream` is never compressed, so that events are not held back in a compressor's buffer.
 */
export const registerCompression = async (app: FastifyInstance) => {
  // Request bodies stay as sent: inflating them would get round the body limit.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    // Answers up to 64 KB (a page of a list is 5 to 15 KB) are compressed in one synchronous call (a tenth of a
    // millisecond for a page of users), not through a zlib stream and the thread pool, which costs more in set-up
    // than in work; the plugin's default on two cores is 8 KB.
    syncThreshold: 65536,
    encodings: ['br', 'gzip'],
  });
};
