import { type Access, canAccess, ENDPOINT_ACCESS, ENDPOINT_DOCS, type Endpoint } from '@parlance/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { runWithStatementTimeout } from '../db/statement-timeout.js';
import { sha256 } from '../lib/crypto.js';
import { serializerSchemaOf } from '../lib/json-schema.js';
import { forbidden, notFound, unauthorized } from '../lib/problem.js';
import { nowIso } from '../lib/time.js';
import type { Principal } from './authentication.js';

const TENANT_PREFIX = '/:tenantPublicId/';
/** A key's last use is written at most this often, so that a busy key does not write on every request. */
const LAST_USE_RESOLUTION_MS = 60_000;

/** The tenant API key a request to an `api-key` endpoint was made with. */
export interface ApiKeyCaller {
  keyId: number;
  tenantId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyCaller;
  }
}

/** The key of an `Authorization: Bearer <key>` header, or undefined. */
export const bearerKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,200})\s*$/i.exec(header) : null;
  return match?.[1];
};

/** Checks a tenant API key: no session and no cookie counts here, only the key. */
const checkApiKey = async (request: FastifyRequest) => {
  const key = bearerKey(request);
  if (!key) throw unauthorized();
  const { db } = request.server.context;
  const row = await db.kysely
    .selectFrom('api_key')
    .select(['id', 'tenant_id', 'last_used_date'])
    .where('key_hash', '=', sha256(key))
    .executeTakeFirst();
  if (!row) throw unauthorized();
  const now = nowIso();
  if (!row.last_used_date || Date.parse(now) - Date.parse(row.last_used_date) >= LAST_USE_RESOLUTION_MS) {
    await db.kysely.updateTable('api_key').set({ last_used_date: now }).where('id', '=', row.id).execute();
  }
  request.apiKey = { keyId: row.id, tenantId: row.tenant_id };
};

/** Checks the access an endpoint needs; for tenant paths, a tenant that is not the session's is "not found". */
export const checkAccess = async (request: FastifyRequest, access: Access, tenantScoped: boolean) => {
  if (access === 'public') return;
  if (access === 'api-key') return checkApiKey(request);
  const principal = await request.principal();
  if (!principal) throw unauthorized();
  if (tenantScoped) {
    const { tenantPublicId } = request.params as { tenantPublicId: string };
    if (String(principal.tenantPublicId) !== tenantPublicId) throw notFound();
  }
  if (access !== 'session' && principal.user.status === 'TEMP_PASSWORD') {
    throw forbidden('Please change your temporary password first.');
  }
  if (!canAccess(principal.authorities, access)) throw forbidden();
};

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Endpoints whose statements may rightly run long: the reports and the exports. */
const LONG_WORK_PATH = /\/api\/reports\/|\/export$/;

/**
 * Whether a request to `url` gets `LONG_STATEMENT_TIMEOUT` rather than `STATEMENT_TIMEOUT`: the reports, the
 * exports, and any GET asking for CSV. Everything else (the event stream's reads included) has the default.
 */
export const isLongWork = (method: string, url: string, accept: string | undefined): boolean =>
  LONG_WORK_PATH.test(url) || (method === 'GET' && /\btext\/csv\b/i.test(accept ?? ''));

/**
 * Registers an endpoint of the shared access table with its guard. Every route of the API is registered this
 * way, so that the table is the one place that says who may call what.
 */
export const secureRoute = (
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: Handler,
  options: Omit<RouteOptions, 'method' | 'url' | 'handler'> = {},
) => {
  const [method, url] = endpoint.split(' ') as [RouteOptions['method'], string];
  const access: Access = ENDPOINT_ACCESS[endpoint];
  const tenantScoped = url.startsWith(TENANT_PREFIX);
  // Every JSON answer is written by Fastify's compiled serializer from the documented schema: it writes only the
  // properties the schema names, so what is documented is what is sent.
  const doc = ENDPOINT_DOCS[endpoint];
  const response = doc.response
    ? { response: { [doc.status ?? 200]: serializerSchemaOf(doc.response) } }
    : {};
  app.route({
    ...options,
    schema: { ...response, ...options.schema },
    method,
    url,
    preHandler: async (request) => checkAccess(request, access, tenantScoped),
    handler: (request, reply) =>
      isLongWork(method as string, url, request.headers.accept)
        ? runWithStatementTimeout(request.server.context.config.LONG_STATEMENT_TIMEOUT, () =>
            handler(request, reply),
          )
        : handler(request, reply),
  });
};

/** The principal of a request that passed its guard. */
export const principalOf = async (request: FastifyRequest): Promise<Principal> => {
  const principal = await request.principal();
  if (!principal) throw unauthorized();
  return principal;
};

/** The API key of a request that passed an `api-key` guard. */
export const apiKeyOf = (request: FastifyRequest): ApiKeyCaller => {
  if (!request.apiKey) throw unauthorized();
  return request.apiKey;
};
