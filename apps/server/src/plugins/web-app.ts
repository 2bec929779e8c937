import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/problem.js';
import { sendProblem } from './problems.js';

/** Paths that belong to the API: never answered with the web app's HTML. */
export const isApiPath = (url: string) => /^\/(\d+\/)?(api|management|collect)(\/|$|\?)/.test(url);

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
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/frame', (_request, reply) => reply.redirect('/frame/', 301));
};

/**
 * Serves the built web app, with a fallback to `index.html` for the app's routes; an unknown API path
 * answers a 404 problem body.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string | undefined) => {
  const hasWebApp = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints every asset name; the HTML must always be fetched fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url;
    if (hasWebApp && !isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, notFound(`No route for ${request.method} ${path.split('?')[0]}`));
  });
};
