import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, ENDPOINT_ACCESS, ENDPOINT_DOCS, type Endpoint, problemSchema } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
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

const LIST_PARAMETERS = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, description: 'Page number, from 0.' },
    size: { type: 'integer', minimum: 1, maximum: 100, description: 'Rows per page.' },
    sort: { type: 'string', description: '`field,asc` or `field,desc`; may repeat.' },
  },
  additionalProperties: { type: 'string', description: '`field.matchMode=value` filters of the list.' },
};

/**
 * The OpenAPI 3.1 document of every endpoint of `ENDPOINT_ACCESS`, built from the routes as registered and the
 * shared zod schemas of `ENDPOINT_DOCS` (request bodies, answers, list parameters), at `/api-docs/openapi.json`,
 * with a browsable view at `/api-docs`. Routes outside the table (the web app's files) are left out.
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parlance API',
        version: APP_VERSION,
        description:
          'Sessions are cookies (`PARLANCE_SESSION`); POST, PUT, PATCH and DELETE echo the `XSRF-TOKEN` cookie in ' +
          '`X-XSRF-TOKEN`. Errors are `application/problem+json`.',
      },
      components: {
        securitySchemes: {
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
      const status = String(doc?.status ?? 200);
      return {
        url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          summary: doc?.summary ?? endpoint,
          description: accessText(endpoint),
          ...(ENDPOINT_ACCESS[endpoint] === 'api-key' ? { security: [{ apiKey: [] }] } : {}),
          ...(params.length > 0
            ? {
                params: {
                  type: 'object',
                  properties: Object.fromEntries(params.map((name) => [name, { type: 'string' }])),
                  required: params,
                },
              }
            : {}),
          ...(doc?.list ? { querystring: LIST_PARAMETERS } : {}),
          ...(doc?.body
            ? { body: jsonSchemaOf(doc.body, 'input'), consumes: [doc.bodyType ?? 'application/json'] }
            : {}),
          response: {
            [status]: doc?.response
              ? { description: 'Success.', ...jsonSchemaOf(doc.response, 'output') }
              : { description: 'Success.' },
            default: {
              description: 'A problem (`application/problem+json`).',
              ...jsonSchemaOf(problemSchema, 'output'),
            },
          },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
};
