import { STATUS_CODES } from 'node:http';
import { ERROR_KEYS, MESSAGES } from '@parlance/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isStatementTimeout } from '../lib/db-errors.js';
import {
  databaseUnavailable,
  HttpProblem,
  notFound,
  statementTimedOut,
  tooManyRequests,
  validationProblem,
} from '../lib/problem.js';
import { uniqueViolationProblem } from '../lib/unique-problems.js';

export const sendProblem = (reply: FastifyReply, problem: HttpProblem) =>
  reply.code(problem.status).headers(problem.headers).type('application/problem+json').send(problem.toBody());

/** Every error leaves as a problem body; a 5xx never carries internals. */
export const registerProblemHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpProblem) return sendProblem(reply, error);
    if (error instanceof ZodError) return sendProblem(reply, validationProblem(error));
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return sendProblem(reply, tooManyRequests(MESSAGES.rateLimited));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparseable bodies, unsupported media types, oversized payloads.
      if (status === 404) return sendProblem(reply, notFound());
      const title = STATUS_CODES[status] ?? 'Bad Request';
      return sendProblem(reply, new HttpProblem(status, title, error.message, ERROR_KEYS.validation));
    }
    // A write that met a unique index after its check passed (a race): the check's own answer.
    const unique = uniqueViolationProblem(error);
    if (unique) return sendProblem(reply, unique);
    if (isStatementTimeout(error)) {
      // A statement ran past its time limit (`STATEMENT_TIMEOUT`): stopped, so that one request cannot hold the
      // database or the read worker; the client may try again or ask for less.
      request.log.warn({ err: error }, 'statement timed out');
      return sendProblem(reply, statementTimedOut());
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restart, lost connection, locked or full file): the request is not retried, since
      // it may have written before the connection went; the client is told to try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(reply, databaseUnavailable());
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(
      reply,
      new HttpProblem(500, 'Internal Server Error', MESSAGES.serverError, ERROR_KEYS.internal),
    );
  });
};

/**
 * The router's own refusals, before any route is found (a path segment that is not valid percent-encoding, a path
 * parameter over the length limit): a problem body like every other refusal. Passed as Fastify's
 * `frameworkErrors` option.
 */
export const sendFrameworkProblem = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(
    reply,
    new HttpProblem(status, STATUS_CODES[status] ?? 'Bad Request', error.message, ERROR_KEYS.validation),
  );
};
