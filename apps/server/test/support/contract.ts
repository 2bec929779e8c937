import { appendFileSync } from 'node:fs';
import { ENDPOINT_ACCESS, type Endpoint } from '@parlance/shared';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpenAPIBackend, ValidationContext } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { operationIdOf } from '../../src/plugins/openapi.js';

/**
 * Every answer of a test app, judged against the OpenAPI document the app serves: the status must be one the
 * operation documents (a problem may fall to `default`), the content type one of its media types (or no body where
 * it documents no content), and a JSON body must match its schema. The document is read with openapi-backend,
 * whose Ajv (draft 2020-12, as OpenAPI 3.1 schemas are) validates the bodies. Streams (CSV exports, server-sent
 * events) are judged by their status and content type.
 */

type Operation = OpenAPIV3_1.OperationObject;
type Response = OpenAPIV3_1.ResponseObject;

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json');

const errorsText = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 5)
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    )
    .join('; ');

/** The response object an answer's status falls under: its own, its range's, or (for a problem) `default`. */
const responseOf = (operation: Operation, status: number): [string, Response] | undefined => {
  const responses = (operation.responses ?? {}) as Record<string, Response>;
  const own = responses[String(status)];
  if (own) return [String(status), own];
  if (status < 400) return undefined;
  const range = `${String(status)[0]}XX`;
  if (responses[range]) return [range, responses[range]];
  return responses.default ? ['default', responses.default] : undefined;
};

export interface ContractChecker {
  /** The violations of one answer (empty when it keeps to the document). */
  check(answer: {
    method: string;
    route: string;
    status: number;
    contentType: string | undefined;
    contentEncoding: string | undefined;
    body: string | Buffer | 'stream' | undefined;
  }): string[];
}

export const createContractChecker = async (document: object): Promise<ContractChecker> => {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as OpenAPIV3_1.Document,
    // The document itself is checked by Redocly's lint (test/operations.test.ts); this validator judges answers.
    quick: true,
    validate: true,
    customizeAjv: (_ajv, options) => {
      const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
      addFormats(ajv);
      return ajv as unknown as Ajv;
    },
  });
  await api.init();
  // Looked up once: the router rebuilds its list of operations on every lookup.
  const operations = new Map(
    api.router.getOperations().map((operation) => [operation.operationId, operation]),
  );
  // One Ajv, as openapi-backend configures it for responses (its OpenAPI formats, and ours above); each schema is
  // compiled once. (Its own `validateResponse` reads only `application/json` and costs milliseconds a call.)
  const ajv = api.validator.getAjv(ValidationContext.Response);
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (schema: object) => {
    // Keyed by the schema's text: every operation's problem schema is the same, and compiles once.
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  return {
    check({ method, route, status, contentType, contentEncoding, body }) {
      const operationId = operationIdOf(method, route);
      const operation = operations.get(operationId);
      const name = `${method} ${route} → ${status}`;
      if (!operation) return [`${name}: the operation ${operationId} is not in the document`];
      const documented = responseOf(operation as Operation, status);
      if (!documented) {
        return [
          `${name}: status not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`,
        ];
      }
      const [, response] = documented;
      const content = response.content ?? {};
      const mediaTypes = Object.keys(content);
      const hasBody = body === 'stream' || (body !== undefined && body.length > 0);
      const media = contentType?.split(';')[0]?.trim().toLowerCase();
      if (mediaTypes.length === 0) {
        return hasBody
          ? [`${name}: sent a ${media ?? 'untyped'} body where the document says no content`]
          : [];
      }
      if (!hasBody) return [`${name}: sent no body where the document says ${mediaTypes.join(' or ')}`];
      if (!media || !mediaTypes.includes(media)) {
        return [
          `${name}: sent ${media ?? 'no content type'} where the document says ${mediaTypes.join(' or ')}`,
        ];
      }
      if (!isJson(media) || body === 'stream' || body === undefined || contentEncoding) return [];
      let value: unknown;
      try {
        value = JSON.parse(body.toString());
      } catch {
        return [`${name}: the ${media} body is not JSON`];
      }
      const schema = content[media]?.schema;
      if (!schema) return [];
      const validate = validatorOf(schema);
      return validate(value)
        ? []
        : [`${name}: the ${media} body does not match its schema: ${errorsText(validate.errors)}`];
    },
  };
};

/** Apps of one test file serve the same document (unless their configuration changes it): one checker each. */
const checkers = new Map<string, Promise<ContractChecker>>();
const checkerOf = (document: object) => {
  const key = JSON.stringify(document);
  let checker = checkers.get(key);
  if (!checker) {
    checker = createContractChecker(document);
    checkers.set(key, checker);
  }
  return checker;
};

/** Violations seen since the last check of the running test. */
export const contractViolations: string[] = [];

const payloads = new WeakMap<FastifyRequest, string | Buffer | 'stream' | undefined>();

/**
 * Judges every answer of `app` against the document it serves (once ready). Violations are collected in
 * `contractViolations`, which the test app's `afterEach` turns into the failure of the test that caused them;
 * with `CONTRACT_REPORT=<file>` they are also appended to that file, one a line.
 */
export const judgeAnswers = (app: FastifyInstance) => {
  let checker: Promise<ContractChecker> | undefined;
  app.addHook('onSend', async (request, _reply, payload) => {
    payloads.set(
      request,
      typeof payload === 'string' || Buffer.isBuffer(payload)
        ? payload
        : payload === undefined || payload === null
          ? undefined
          : 'stream',
    );
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    const method = request.method;
    if (!route || method === 'HEAD' || !(`${method} ${route}` in ENDPOINT_ACCESS)) return;
    // The WebSocket's upgrade is no HTTP answer.
    if ((`${method} ${route}` as Endpoint) === 'GET /api/engine/ws' && reply.statusCode === 101) return;
    checker ??= checkerOf(app.swagger());
    const violations = (await checker).check({
      method,
      route,
      status: reply.statusCode,
      // A hijacked answer (the live event stream) wrote its head and body on the socket itself.
      contentType: (reply.getHeader('content-type') ?? reply.raw.getHeader('content-type')) as
        | string
        | undefined,
      contentEncoding: reply.getHeader('content-encoding') as string | undefined,
      body: payloads.has(request) ? payloads.get(request) : reply.raw.headersSent ? 'stream' : undefined,
    });
    if (violations.length === 0) return;
    contractViolations.push(...violations);
    if (process.env.CONTRACT_REPORT)
      appendFileSync(process.env.CONTRACT_REPORT, `${violations.join('\n')}\n`);
  });
};

/** Throws (failing the running test) if an answer since the last call broke the document. */
export const expectNoContractViolations = () => {
  if (contractViolations.length === 0) return;
  const seen = contractViolations.splice(0);
  throw new Error(`answers that contradict /api-docs/openapi.json:\n${[...new Set(seen)].join('\n')}`);
};
