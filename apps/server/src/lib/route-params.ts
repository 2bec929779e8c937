import { MAX_ID, parseWholeNumber } from '@parlance/shared';
import type { FastifyRequest } from 'fastify';
import { notFound } from './problem.js';

/**
 * A numeric id from the path. Anything that cannot be a row's id names nothing, so it is "not found" (and never
 * reaches PostgreSQL, which would reject it as an integer).
 */
export const idParam = (request: FastifyRequest, name = 'id'): number => {
  const params = request.params as Record<string, string | undefined>;
  const id = parseWholeNumber(Object.hasOwn(params, name) ? (params[name] ?? '') : '', 1, MAX_ID);
  if (id === undefined) throw notFound();
  return id;
};
