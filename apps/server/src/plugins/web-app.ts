import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  FIRST_PAINT_DATA_ID,
  type FirstPaintData,
  firstPaintFrame,
  SESSION_COOKIE,
  scriptJson,
} from '@parlance/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The signed-in pages: `/{tenantPublicId}` and everything under it. */
const TENANT_PAGE = /^\/\d+(\/|\?|$)/;
/** Where the app draws itself in the built `index.html`. */
const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_ELEMENT = '<head>';

/** What the signed-in user's page would ask for first (`GET /api/account`, `GET /api/tenant/current`), or null. */
export type FirstPaintOf = (request: FastifyRequest) => Promise<FirstPaintData | null>;

/**
 * `index.html` with a signed-in page's first paint (`firstPaintFrame`) drawn in the root element, and the account
 * and tenant in a JSON script element at the start of the head for the app to start from (its presence tells the
 * build's scripts to fetch the app's code after the first frame, `build/deferred-entry.ts`).
 */
export const withFirstPaint = (html: string, data: FirstPaintData, url: string): string => {
  const query = url.indexOf('?');
  const frame =
    query < 0 ? firstPaintFrame(data, url) : firstPaintFrame(data, url.slice(0, query), url.slice(query));
  const json = `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`;
  // The data first in the head, where the build's scripts look for it before they fetch the app's code; functions,
  // so that nothing in the names ("$&") is read as a replacement pattern.
  return html
    .replace(HEAD_ELEMENT, () => `${HEAD_ELEMENT}${json}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${frame}</div>`);
};

/**
 * A signed-in page's HTML, compressed as the request accepts (brotli or gzip). Made per request (it holds the user's
 * names), so it cannot be a pre-compressed file; about 20 KB, mostly the route table of the preload script.
 */
const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'cookie, accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
};

/**
 * Serves the built web app. The build writes a brotli and a gzip copy next to every file, which are sent as they
 * are when the request accepts them (`preCompressed`). App routes fall back to `index.html`, which a signed-in tenant
 * page gets with its first paint (`withFirstPaint`, compressed per request); an unknown API path or a missing file
 * answers a 404 problem body.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  webDist: string | undefined,
  firstPaintOf?: FirstPaintOf,
) => {
  const hasWebApp = !!webDist && existsSync(join(webDist, 'index.html'));
  // Read once: the signed-in pages' HTML is this with their first paint in it.
  const template = hasWebApp ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  const drawsFirstPaint =
    !!firstPaintOf && !!template?.includes(ROOT_ELEMENT) && !!template.includes(HEAD_ELEMENT);
  /** A signed-in tenant page's HTML with its first paint; undefined when there is none to draw. */
  const signedInPage = async (request: FastifyRequest) => {
    if (!drawsFirstPaint || !template || !firstPaintOf) return undefined;
    if (!TENANT_PAGE.test(request.url) || !request.cookies[SESSION_COOKIE]) return undefined;
    try {
      const data = await firstPaintOf(request);
      return data ? withFirstPaint(template, data, request.url) : undefined;
    } catch (error) {
      // The plain page asks for the same data itself and shows the error the API gives.
      request.log.warn({ err: error }, 'first paint failed; serving the plain page');
      return undefined;
    }
  };
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
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url;
    const method = request.method;
    if (hasWebApp && !isApiPath(path) && !isFilePath(path) && (method === 'GET' || method === 'HEAD')) {
      const page = await signedInPage(request);
      // The user's own data: kept by no shared cache, and asked for again on every visit.
      if (page !== undefined) return sendPage(request, reply, page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, notFound(`No route for ${method} ${path.split('?')[0]}`));
  });
};
