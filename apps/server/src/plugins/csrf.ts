import { ERROR_KEYS, MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { randomToken, safeEqual } from '../lib/crypto.js';
import { forbidden } from '../lib/problem.js';
import { isApiPath, isFilePath } from './web-app.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF protection: the `XSRF-TOKEN` cookie is readable by the page, which echoes it in the
 * `X-XSRF-TOKEN` header; another site can send the cookie but cannot read it. The cookie is handed out with the
 * app's HTML page and API answers, not with static files, which stay cacheable by anyone.
 */
export const registerCsrf = (app: FastifyInstance, options: { exempt: (url: string) => boolean }) => {
  const header = XSRF_HEADER.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.cookies[XSRF_COOKIE] && (isApiPath(request.url) || !isFilePath(request.url))) {
      reply.setCookie(XSRF_COOKIE, randomToken(), { path: '/', sameSite: 'lax', httpOnly: false });
    }
    if (!UNSAFE.has(request.method) || options.exempt(request.url)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const sent = request.headers[header];
    if (!cookie || typeof sent !== 'string' || !safeEqual(cookie, sent)) {
      throw forbidden(MESSAGES.csrfMissing, ERROR_KEYS.csrf);
    }
  });
};
