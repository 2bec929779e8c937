import type {
  AnswerOf,
  BodyOf,
  FormOf,
  FormPathOf,
  ListPathOf,
  PathOf,
  PathParamsOf,
  RowOf,
  TextAnswerPathOf,
  TextBodyPathOf,
  TextType,
} from '@parlance/api-client/app';
import { LIST_TOTAL_LIMITED_HEADER } from '@parlance/shared';
import {
  type ApiClient,
  type ApiResponse,
  buildQuery,
  type QueryParams,
  type RequestConfig,
  strictApiClient,
} from './api-client';

/**
 * The server's operations, typed by the contract generated from its OpenAPI document (`@parlance/api-client/app`,
 * made from the zod schemas the server validates and serialises with): a call names its operation by path template
 * and method, and its path parameters, body and answer are the document's. A changed answer breaks the build of
 * every caller that reads it. This is the only way the web app reads an answer's body: the HTTP client below it
 * (`api-client.ts`) answers `unknown`, so no caller chooses the type of what the server said.
 */

/** A path template filled in: `/{tenantPublicId}/api/programs/{id}` with `{ tenantPublicId: '7', id: 3 }`. */
export const fillPath = (template: string, params: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });

const withHeader = (config: RequestConfig | undefined, name: string, value: string): RequestConfig => ({
  ...config,
  headers: { ...config?.headers, [name]: value },
});

/**
 * The typed operations over one HTTP client: `api` below (the strict client, where only 2xx resolve), or another
 * rule for the calls that read refusals themselves (the account, the sign-in).
 */
export const typedApi = (client: ApiClient) => ({
  get: async <P extends PathOf<'get'>>(
    path: P,
    params: PathParamsOf<P, 'get'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'get'>>> =>
    (await client.get(fillPath(path, params), config)) as ApiResponse<AnswerOf<P, 'get'>>,
  /** A GET whose answer is text of the content type `accept` (e.g. a report as `text/csv`). */
  getText: async <T extends TextType, P extends TextAnswerPathOf<'get', T>>(
    path: P,
    params: PathParamsOf<P, 'get'>,
    accept: T,
    config?: RequestConfig,
  ): Promise<ApiResponse<string>> => {
    const response = await client.get(fillPath(path, params), withHeader(config, 'Accept', accept));
    return { ...response, data: typeof response.data === 'string' ? response.data : '' };
  },
  post: async <P extends PathOf<'post'>>(
    path: P,
    params: PathParamsOf<P, 'post'>,
    body?: BodyOf<P, 'post'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'post'>>> =>
    (await client.post(fillPath(path, params), body, config)) as ApiResponse<AnswerOf<P, 'post'>>,
  /** A POST whose body is text of the content type `contentType` (the triples CSV, an e-mail address). */
  postText: async <T extends TextType, P extends TextBodyPathOf<'post', T>>(
    path: P,
    params: PathParamsOf<P, 'post'>,
    contentType: T,
    text: string,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'post'>>> =>
    (await client.post(
      fillPath(path, params),
      text,
      withHeader(config, 'Content-Type', contentType),
    )) as ApiResponse<AnswerOf<P, 'post'>>,
  /** A POST of a form (`application/x-www-form-urlencoded`): the sign-in. */
  postForm: async <P extends FormPathOf<'post'>>(
    path: P,
    params: PathParamsOf<P, 'post'>,
    fields: FormOf<P, 'post'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'post'>>> =>
    (await client.postForm(fillPath(path, params), fields as Record<string, string>, config)) as ApiResponse<
      AnswerOf<P, 'post'>
    >,
  put: async <P extends PathOf<'put'>>(
    path: P,
    params: PathParamsOf<P, 'put'>,
    body: BodyOf<P, 'put'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'put'>>> =>
    (await client.put(fillPath(path, params), body, config)) as ApiResponse<AnswerOf<P, 'put'>>,
  delete: async <P extends PathOf<'delete'>>(
    path: P,
    params: PathParamsOf<P, 'delete'>,
    config?: RequestConfig,
  ): Promise<ApiResponse<AnswerOf<P, 'delete'>>> =>
    (await client.delete(fillPath(path, params), config)) as ApiResponse<AnswerOf<P, 'delete'>>,
});

/** The typed operations over the strict client: only 2xx resolve; a 401 also resets the session. */
export const api = typedApi(strictApiClient);

/** One page of a list endpoint: its rows, and the total from `X-Total-Count`. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** The total was counted up to a limit and there are more rows (`LIST_TOTAL_LIMITED_HEADER`). */
  more?: boolean;
}

/**
 * A list's page from its answer: the rows, and the total from `X-Total-Count` (else the rows there are), which
 * `LIST_TOTAL_LIMITED_HEADER` marks as a lower bound.
 */
export const toPage = <T>(response: ApiResponse<T[]>): ListPage<T> => ({
  rows: response.data,
  total: Number(response.headers.get('x-total-count') ?? response.data.length),
  ...(response.headers.get(LIST_TOTAL_LIMITED_HEADER) ? { more: true } : {}),
});

/**
 * `GET` one page of a list endpoint (the list convention: `page`, `size`, `sort`, filters; `X-Total-Count`). The
 * one fetcher of every table, picker and report list.
 */
export const fetchPage = async <P extends ListPathOf>(
  path: P,
  params: PathParamsOf<P, 'get'>,
  query: QueryParams | URLSearchParams,
  signal?: AbortSignal,
): Promise<ListPage<RowOf<P>>> =>
  toPage((await api.get(path, params, { params: query, signal })) as ApiResponse<RowOf<P>[]>);

/** Pickers list a whole (small) collection; this bound keeps a runaway total from looping for long. */
const MAX_PAGES = 50;

/** Every page of a list endpoint, in the order `query` asks for (its `page` is set here). */
export const fetchAllPages = async <P extends ListPathOf>(
  path: P,
  params: PathParamsOf<P, 'get'>,
  query: QueryParams | URLSearchParams,
  signal?: AbortSignal,
): Promise<RowOf<P>[]> => {
  const base = query instanceof URLSearchParams ? query : new URLSearchParams(buildQuery(query));
  const rows: RowOf<P>[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const search = new URLSearchParams(base);
    search.set('page', String(page));
    const result = await fetchPage(path, params, search, signal);
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.total) break;
  }
  return rows;
};
