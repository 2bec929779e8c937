import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { components, operations, paths } from './openapi.js';

/** A problem body (`application/problem+json`), as every refusal of the API answers. */
export type Problem =
  paths['/api/v1/engagements']['post']['responses']['default']['content']['application/problem+json'];

export interface ParlanceClientOptions {
  /** The server's address (its `PUBLIC_URL`), e.g. `https://parlance.example.com`. */
  baseUrl: string;
  /** A tenant API key (`plk_…`), made in Admin → Settings → API keys; sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  /** Another `fetch` (a proxy's, a test's); the global one otherwise. */
  fetch?: ClientOptions['fetch'];
}

export type ParlanceClient = Client<paths>;

/**
 * A typed client of the engagements API (`/api/v1`), built on openapi-fetch from the types generated from the
 * server's OpenAPI document: paths, bodies and answers are checked by TypeScript. Each call resolves to `{ data }`
 * on success or `{ error }` (a problem body) otherwise, with `response` for the status and headers.
 */
export const createParlanceClient = ({ baseUrl, apiKey, fetch }: ParlanceClientOptions): ParlanceClient =>
  createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${apiKey}` },
    ...(fetch ? { fetch } : {}),
  });
