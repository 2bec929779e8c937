import type { FastifyRequest } from 'fastify';
import { notFound } from './problem.js';

/** Ids are 32-bit integers on both engines. */
const MAX_ID = 2_147_483_647;

/**
 * A numeric id from the path. Anything that cannot be a row's id names nothing, so it is "not found" (and never
 * reaches PostgreSQL, which would reject it as an integer).
 */
export const idParam = (request: FastifyRequest, name = 'id'): number => {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound();
  return id;
};
