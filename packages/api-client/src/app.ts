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
type SuccessOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;

/** The JSON answer of an operation's success (`undefined` where it answers no content or only text). */
export type AnswerOf<P extends keyof paths, M extends Method> = JsonContent<SuccessOf<P, M>>;

/** The content types other than JSON a body or an answer may have. */
export type TextType = 'text/csv' | 'text/plain' | 'text/event-stream';

/** The path templates whose `M` operation answers its success as `T` (e.g. a report as `text/csv`). */
export type TextAnswerPathOf<M extends Method, T extends TextType> = {
  [P in PathOf<M>]: SuccessOf<P, M> extends { content: { [K in T]: string } } ? P : never;
}[PathOf<M>];

/** The path templates whose `M` operation takes its body as `T` (e.g. the triples import as `text/csv`). */
export type TextBodyPathOf<M extends Method, T extends TextType> = {
  [P in PathOf<M>]: Operation<P, M> extends { requestBody: { content: { [K in T]: string } } } ? P : never;
}[PathOf<M>];

/** The path templates whose `M` operation takes a form (`application/x-www-form-urlencoded`), and its fields. */
export type FormPathOf<M extends Method> = {
  [P in PathOf<M>]: Operation<P, M> extends {
    requestBody: { content: { 'application/x-www-form-urlencoded': unknown } };
  }
    ? P
    : never;
}[PathOf<M>];
export type FormOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody: { content: { 'application/x-www-form-urlencoded': infer Fields } };
  }
    ? Fields
    : never;

/** The path templates whose GET answers a JSON list (a page of the list convention, or a whole small list). */
export type ListPathOf = {
  [P in PathOf<'get'>]: AnswerOf<P, 'get'> extends readonly unknown[] ? P : never;
}[PathOf<'get'>];

/** One row of a list's answer. */
export type RowOf<P extends ListPathOf> = AnswerOf<P, 'get'> extends readonly (infer Row)[] ? Row : never;

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
