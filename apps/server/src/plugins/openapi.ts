import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  APP_VERSION,
  ENDPOINT_ACCESS,
  ENDPOINT_DOCS,
  type Endpoint,
  type EndpointDoc,
  EXTERNAL_ENGAGEMENT_ID_MAX,
  EXTERNAL_ENGAGEMENT_ID_PATTERN,
  EXTERNAL_ENGAGEMENT_ID_RULE,
  MAX_ID,
  problemSchema,
  SESSION_COOKIE,
  XSRF_HEADER,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { jsonSchemaOf } from '../lib/json-schema.js';

/** The documentation's group of an endpoint: the first path segment after `api` (or the management part). */
export const tagOf = (url: string) => {
  const parts = url.split('/').filter((part) => part && !part.startsWith(':'));
  const index = parts.indexOf('api');
  return (index >= 0 ? parts[index + 1] : parts[0]) ?? 'api';
};

const accessText = (endpoint: Endpoint) => {
  const access = ENDPOINT_ACCESS[endpoint];
  if (access === 'public') return 'Public.';
  if (access === 'session') return 'Needs a session (also one that must still change a temporary password).';
  if (access === 'signed-in') return 'Needs a signed-in user.';
  if (access === 'api-key')
    return 'Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.';
  return `Needs one of: ${access.join(', ')}.`;
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * A stable camelCase operationId from the method and path: `GET /:tenantPublicId/api/programs/:id` is
 * `getProgramsById`. The tenant and the `api` segment name every tenant operation, so they are left out.
 */
export const operationIdOf = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .split('/')
    .filter((part) => part && part !== ':tenantPublicId' && part !== 'api')
    .map((part) => (part.startsWith(':') ? `By${pascal(part.slice(1))}` : pascal(part)))
    .join('');

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Who may call: no scheme for public reads; the session cookie, with the XSRF header for writes; a bearer key. */
const securityOf = (endpoint: Endpoint, method: string, url: string): Record<string, string[]>[] => {
  const access = ENDPOINT_ACCESS[endpoint];
  if (access === 'api-key') return [{ apiKey: [] }];
  // The collector takes no session and is exempt from the CSRF check.
  const csrf = UNSAFE.has(method) && !url.startsWith('/collect/');
  if (access === 'public') return csrf ? [{ xsrf: [] }] : [];
  return [csrf ? { session: [], xsrf: [] } : { session: [] }];
};

/** Problems are `application/problem+json` (RFC 9457), with the spec's error body. */
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: jsonSchemaOf(problemSchema, 'output') } },
});

const STATUS_TEXT: Record<number, string> = {
  101: 'Switching protocols: the WebSocket is open.',
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted: queued.',
  204: 'Done; no content.',
};

/** The answer of a success: its JSON schema and its other media types (strings), or no content at all. */
export const successAnswer = (doc: EndpointDoc) => {
  const content = {
    ...(doc.response ? { 'application/json': { schema: jsonSchemaOf(doc.response, 'output') } } : {}),
    ...Object.fromEntries((doc.answerTypes ?? []).map((type) => [type, { schema: { type: 'string' } }])),
  };
  const description = STATUS_TEXT[doc.status ?? 200] ?? 'Success.';
  return Object.keys(content).length > 0 ? { description, content } : { description, type: 'null' };
};

/**
 * A request body: the JSON schema under each media type it may come as. A CSV or text body is a string; one whose
 * schema is not (the collector's JSON, sent as `text/plain` so that browsers skip the pre-flight) is documented as
 * a string holding that JSON (`contentMediaType`, `contentSchema`).
 */
const requestBody = (doc: EndpointDoc) => {
  if (!doc.body) return {};
  const schema = jsonSchemaOf(doc.body, 'input');
  const types = doc.bodyTypes ?? ['application/json'];
  const schemaAs = (type: string) =>
    type.startsWith('text/') && schema.type !== 'string'
      ? {
          type: 'string',
          description: `The JSON body as ${type}.`,
          contentMediaType: 'application/json',
          contentSchema: schema,
        }
      : schema;
  return {
    body: {
      ...(doc.body.description ? { description: doc.body.description } : {}),
      content: Object.fromEntries(types.map((type) => [type, { schema: schemaAs(type) }])),
    },
  };
};

/** What the path's parameters may be: row ids are whole numbers; the rest as their routes read them. */
const PATH_PARAMETERS: Record<string, object> = {
  tenantPublicId: { type: 'integer', minimum: 1, maximum: MAX_ID, description: "The tenant's public id." },
  id: { type: 'integer', minimum: 1, maximum: MAX_ID },
  programId: { type: 'integer', minimum: 1, maximum: MAX_ID },
  testSetId: { type: 'integer', minimum: 1, maximum: MAX_ID },
  deliveryId: { type: 'integer', minimum: 1, maximum: MAX_ID },
  index: { type: 'integer', minimum: 0, description: "The message's place in the engagement, from 0." },
  engagementId: { type: 'string', minLength: 1, description: "The engagement's id." },
  clientId: { type: 'string', description: "A client app's id." },
  writeKey: { type: 'string', description: 'The usage-analytics write key.' },
  kind: {
    type: 'string',
    enum: ['t', 'p', 'i', 'g', 'a', 's', 'b', 'm'],
    description: 'track, page, identify, group, alias, screen, a batch, or metrics.',
  },
};
/** The engagements API's path names an integrator's own id; a wrong one is a 400 naming `engagementId`. */
const EXTERNAL_ENGAGEMENT_ID_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: EXTERNAL_ENGAGEMENT_ID_MAX,
  pattern: EXTERNAL_ENGAGEMENT_ID_PATTERN,
  description: `Your own id of the engagement: ${EXTERNAL_ENGAGEMENT_ID_RULE}`,
};

/** A path parameter's schema: by its name, the engagements API's id by its own rule. */
const pathParameter = (url: string, name: string) =>
  name === 'engagementId' && url.startsWith('/api/v1/')
    ? EXTERNAL_ENGAGEMENT_ID_PARAMETER
    : (PATH_PARAMETERS[name] ?? { type: 'string' });

/** The problem answers an operation may give, as they apply. */
const problemAnswers = (endpoint: Endpoint, hasPathParameters: boolean) => {
  const access = ENDPOINT_ACCESS[endpoint];
  return {
    400: problem('The request is not valid: `fieldErrors` name the fields.'),
    ...(access === 'public' ? {} : { 401: problem('No session, or no valid key.') }),
    ...(Array.isArray(access) || access === 'session' || access === 'signed-in'
      ? { 403: problem('The user lacks the authority, or the CSRF token is missing.') }
      : {}),
    ...(hasPathParameters || endpoint.includes(':tenantPublicId')
      ? { 404: problem("No such resource in the tenant (another tenant's is the same).") }
      : {}),
    503: problem('The database is unavailable; try again after `Retry-After` seconds.'),
  };
};

/** A body limit as people read it: `256 KB`, `12 MB`. */
const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes % 1024 === 0
      ? `${bytes / 1024} KB`
      : `${bytes} bytes`;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/**
 * The answers of the limits, as they apply: 413 where Fastify reads a body (POST, PUT, PATCH; the route's
 * `bodyLimit`, else the server's), and 429 with `Retry-After` where the route has a rate limit (sign-in, sign-up,
 * password reset, the collector: per client address; `/api/v1`: per key and endpoint), a lock (sign-in) or work the
 * server does one at a time (the endpoint's `busy`).
 */
const limitAnswers = (
  endpoint: Endpoint,
  method: string,
  bodyLimit: number,
  rateLimited: boolean,
  busy: string | undefined,
) => ({
  ...(BODY_METHODS.has(method) ? { 413: problem(`The body is larger than ${sizeText(bodyLimit)}.`) } : {}),
  ...(rateLimited || busy
    ? {
        429: {
          ...problem(
            busy ??
              (ENDPOINT_ACCESS[endpoint] === 'api-key'
                ? 'Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`).'
                : endpoint === 'POST /api/authentication'
                  ? 'Too many requests from this address in a minute, or the account is locked after failed sign-ins.'
                  : 'Too many requests from this address in a minute.'),
          ),
          headers: {
            'Retry-After': {
              type: 'integer',
              minimum: 1,
              description: 'Seconds to wait before trying again.',
            },
          },
        },
      }
    : {}),
});

const LIST_PARAMETERS = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, description: 'Page number, from 0.' },
    size: { type: 'integer', minimum: 1, maximum: 100, description: 'Rows per page.' },
    sort: { type: 'string', description: '`field,asc` or `field,desc`; may repeat.' },
  },
  additionalProperties: { type: 'string', description: '`field.matchMode=value` filters of the list.' },
};

/** An operation's query parameters: the list's and its own, as one object schema. */
const queryParameters = (list: boolean | undefined, query: z.ZodType | undefined) => {
  const own = query
    ? (jsonSchemaOf(query, 'input') as { properties?: object; allOf?: { properties?: object }[] })
    : {};
  const properties = {
    ...(list ? LIST_PARAMETERS.properties : {}),
    ...own.properties,
    ...Object.assign({}, ...(own.allOf ?? []).map((part) => part.properties ?? {})),
  };
  return list ? { ...LIST_PARAMETERS, properties } : { type: 'object', properties };
};

/**
 * The OpenAPI 3.1 document of every endpoint of `ENDPOINT_ACCESS`, built from the routes as registered and the
 * shared zod schemas of `ENDPOINT_DOCS` (request bodies, answers, list parameters), at `/api-docs/openapi.json`,
 * with a browsable view at `/api-docs`. Routes outside the table (the web app's files) are left out.
 */
export const registerOpenApi = async (app: FastifyInstance, { publicUrl }: { publicUrl?: string } = {}) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parlance API',
        version: APP_VERSION,
        description:
          'Sessions are cookies (`PARLANCE_SESSION`); POST, PUT, PATCH and DELETE echo the `XSRF-TOKEN` cookie in ' +
          '`X-XSRF-TOKEN`. Errors are `application/problem+json`. The assist frame talks to the engine over a ' +
          'WebSocket (`GET /api/engine/ws`) whose frames are the zod schemas of `packages/shared/src/schemas/engine.ts`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl?.replace(/\/$/, '') || '/', description: 'This server (`PUBLIC_URL`).' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie.' },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description: 'The `XSRF-TOKEN` cookie echoed, on POST, PUT, PATCH and DELETE.',
          },
          apiKey: { type: 'http', scheme: 'bearer', description: 'A tenant API key (`plk_…`).' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? 'GET';
      const endpoint = `${method} ${url}` as Endpoint;
      if (!(endpoint in ENDPOINT_ACCESS)) return { schema: { ...schema, hide: true }, url };
      const doc = ENDPOINT_DOCS[endpoint];
      const params = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const status = String(doc.status ?? 200);
      return {
        url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          operationId: operationIdOf(method, url),
          summary: doc.summary,
          description: accessText(endpoint),
          security: securityOf(endpoint, method, url),
          ...(params.length > 0
            ? {
                params: {
                  type: 'object',
                  properties: Object.fromEntries(params.map((name) => [name, pathParameter(url, name)])),
                  required: params,
                },
              }
            : {}),
          ...(doc.list || doc.query ? { querystring: queryParameters(doc.list, doc.query) } : {}),
          ...requestBody(doc),
          response: {
            [status]: successAnswer(doc),
            ...problemAnswers(endpoint, params.length > 0),
            ...limitAnswers(
              endpoint,
              method,
              // Fastify's default limit is 1 MB.
              route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024,
              Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
              doc.busy,
            ),
            default: problem('A problem (`application/problem+json`).'),
          },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
};
