import { type Access, canAccess, ENDPOINT_ACCESS, ENDPOINT_DOCS, type Endpoint } from '@parlance/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaOf } from '../lib/json-schema.js';
import { forbidden, notFound, unauthorized } from '../lib/problem.js';
import type { Principal } from './authentication.js';

const TENANT_PREFIX = '/:tenantPublicId/';

/** Checks the access an endpoint needs; for tenant paths, a tenant that is not the session's is "not found". */
export const checkAccess = async (request: FastifyRequest, access: Access, tenantScoped: boolean) => {
  if (access === 'public') return;
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
  // Answers the shared docs mark `serialize` are written by Fastify's compiled serializer from their schema.
  const doc = ENDPOINT_DOCS[endpoint];
  const response =
    doc?.serialize && doc.response
      ? { response: { [doc.status ?? 200]: jsonSchemaOf(doc.response, 'output') } }
      : {};
  app.route({
    ...options,
    schema: { ...response, ...options.schema },
    method,
    url,
    preHandler: async (request) => checkAccess(request, access, tenantScoped),
    handler,
  });
};

/** The principal of a request that passed its guard. */
export const principalOf = async (request: FastifyRequest): Promise<Principal> => {
  const principal = await request.principal();
  if (!principal) throw unauthorized();
  return principal;
};
