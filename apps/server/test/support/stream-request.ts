import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestClient } from './client.js';

const bases = new WeakMap<FastifyInstance, Promise<string>>();

/** The app's address, listening on a free port from the first call on (inject cannot read a stream that never ends). */
const baseOf = (app: FastifyInstance) => {
  let base = bases.get(app);
  if (!base) {
    base = app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    bases.set(app, base);
  }
  return base;
};

/**
 * A GET of an endpoint that answers a stream (server-sent events), with the client's cookies, over a real socket:
 * the status, and the body received until it ends or `forMs` has passed, after which the request is aborted.
 */
export const streamRequest = async (
  app: FastifyInstance,
  client: TestClient,
  path: string,
  forMs = 300,
): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> => {
  const base = await baseOf(app);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: cookie ? { cookie } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      const done = () => {
        clearTimeout(timer);
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body });
        req.destroy();
      };
      const timer = setTimeout(done, forMs);
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', done);
      response.on('error', done);
    });
    req.on('error', reject);
    req.end();
  });
};

/** Endpoints whose success is a stream that does not end: requests to them must not wait for the end. */
export const STREAM_ENDPOINTS: ReadonlySet<string> = new Set(['GET /:tenantPublicId/api/engagements/events']);

/**
 * `app.inject` for a stream endpoint: resolves with the head; a refusal's body is read to its end, a stream is
 * let go of at once (the app ends it when it closes).
 */
export const injectStream = async (app: FastifyInstance, options: InjectOptions) => {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode >= 300) for await (const chunk of stream) body += String(chunk);
  else stream.destroy();
  return { statusCode: response.statusCode, headers: response.headers, cookies: response.cookies, body };
};
