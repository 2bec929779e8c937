import type { paths } from './app-openapi.js';

/**
 * The web app's contract with the server: every operation of the OpenAPI document as types, generated from the
 * same zod schemas the server validates and serialises with. The web app names an operation by its path template
 * and method and gets its path parameters, query, body and answer from here, so that a changed answer breaks its
 * build. Types only: nothing of this module is left at run time.
 */
export type { paths as AppPaths } from './app-openapi.js';

export type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = paths[P][M];

/** The path templates that have an operation for `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The JSON answer of an operation's success (`undefined` where it answers no content or only text). */
export type AnswerOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? JsonContent<R[Extract<keyof R, SuccessStatus>]> : never;

/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

/** An operation's path parameters; numbers may come as the text a route holds them in. */
export type PathParamsOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    parameters: { path: infer Params };
  }
    ? { [K in keyof Params]: Params[K] | string }
    : Record<string, never>;

/** An operation's query parameters. */
export type QueryOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    parameters: { query?: infer Query };
  }
    ? Query
    : never;
