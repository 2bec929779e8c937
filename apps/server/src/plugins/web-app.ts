import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/problem.js';
import { sendProblem } from './problems.js';

/** Paths that belong to the API: never answered with the web app's HTML. */
export const isApiPath = (url: string) => /^\/(\d+\/)?(api|management|collect)(\/|$|\?)/.test(url);

/** Vite fingerprints every name under `assets/`; everything else (the HTML, the icon) is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built assist frame at `/frame/` (pre-compressed `.br` and `.gz` files when present). The frame may be
 * embedded by another site's page.
 */
export const registerFrameApp = async (app: FastifyInstance, frameDist: string | undefined) => {
  if (!frameDist || !existsSync(join(frameDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: frameDist,
    prefix: '/frame/',
    decorateReply: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  app.get('/frame', (_request, reply) => reply.redirect('/frame/', 301));
};

/**
 * Paths that name a file (`/assets/…`, or a last segment with an extension such as `/favicon.ico`): answered by
 * the file or a 404, never by the app's HTML, and never given the XSRF cookie.
 */
export const isFilePath = (url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);
};

/**
 * Serves the built web app. The build writes a brotli and a gzip copy next to every file, which are sent as they
 * are when the request accepts them (`preCompressed`), so nothing is compressed per request. App routes fall back
 * to `index.html`; an unknown API path or a missing file answers a 404 problem body.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string | undefined) => {
  const hasWebApp = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url;
    const method = request.method;
    if (hasWebApp && !isApiPath(path) && !isFilePath(path) && (method === 'GET' || method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, notFound(`No route for ${method} ${path.split('?')[0]}`));
  });
};
