import type { AnswerOf, BodyOf, PathOf, PathParamsOf } from '@parlance/api-client/app';
import { type ApiResponse, type RequestConfig, strictApiClient } from './api-client';

/**
 * The server's operations, typed by the contract generated from its OpenAPI document (`@parlance/api-client/app`,
 * made from the zod schemas the server validates and serialises with): a call names its operation by path template
 * and method, and its path parameters, body and answer are the document's. A changed answer breaks the build of
 * every caller that reads it. Built on the strict client (only 2xx resolve; a 401 resets the session).
 */

/** A path template filled in: `/{tenantPublicId}/api/programs/{id}` with `{ tenantPublicId: '7', id: 3 }`. */
export const fillPath = (template: string, params: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });

export const api = {
  get: <P extends PathOf<'get'>>(
    path: P,
    params: PathParamsOf<P, 'get'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'get'>>> =>
    strictApiClient.get<AnswerOf<P, 'get'>>(fillPath(path, params), config),
  post: <P extends PathOf<'post'>>(
    path: P,
    params: PathParamsOf<P, 'post'>,
    body?: BodyOf<P, 'post'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'post'>>> =>
    strictApiClient.post<AnswerOf<P, 'post'>>(fillPath(path, params), body, config),
  put: <P extends PathOf<'put'>>(
    path: P,
    params: PathParamsOf<P, 'put'>,
    body: BodyOf<P, 'put'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'put'>>> =>
    strictApiClient.put<AnswerOf<P, 'put'>>(fillPath(path, params), body, config),
  delete: <P extends PathOf<'delete'>>(
    path: P,
    params: PathParamsOf<P, 'delete'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'delete'>>> =>
    strictApiClient.delete<AnswerOf<P, 'delete'>>(fillPath(path, params), config),
};
