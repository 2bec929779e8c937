import { XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import { takeEarlyAnswer } from './early-list';

/**
 * The shared HTTP client (spec section 7): base path '/', JSON accept and content type, credentials included,
 * the XSRF cookie echoed in a header on every call. Built on fetch.
 *
 * - `apiClient`: the default rule, any status below 500 except 401 resolves.
 * - `createApiClient({ validateStatus })`: a client with a custom rule (also settable per request).
 * - `strictApiClient`: only statuses below 300 resolve.
 *
 * Whatever the rule, a 401 from any client resets the session to anonymous (see `onUnauthorized`) and the
 * response is passed on unchanged.
 */

export interface ApiResponse<T = unknown> {
  status: number;
  statusText: string;
  data: T;
  headers: Headers;
}

export type ValidateStatus = (status: number) => boolean;

type ParamScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, ParamScalar | readonly ParamScalar[]>;

export interface RequestConfig {
  params?: QueryParams | URLSearchParams;
  headers?: Record<string, string>;
  validateStatus?: ValidateStatus;
  signal?: AbortSignal;
}

/**
 * The HTTP client. Its answers' bodies are `unknown`: the typed operations of `api.ts` give them the types of the
 * server's OpenAPI document, so that no caller chooses the type of an answer.
 */
export interface ApiClient {
  get(url: string, config?: RequestConfig): Promise<ApiResponse>;
  delete(url: string, config?: RequestConfig): Promise<ApiResponse>;
  put(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse>;
  post(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse>;
  /** POST with an `application/x-www-form-urlencoded` body (used by the login). */
  postForm(url: string, fields: Record<string, string>, config?: RequestConfig): Promise<ApiResponse>;
}

export interface ApiClientOptions {
  baseURL?: string;
  validateStatus?: ValidateStatus;
  /** The fetch to use; defaults to the global one at call time. */
  fetch?: typeof fetch;
}

/** A response the client's rule rejected, or a request that got no response at all (`response` undefined). */
export class ApiError<T = unknown> extends Error {
  readonly response: ApiResponse<T> | undefined;

  constructor(message: string, response?: ApiResponse<T>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.response = response;
  }

  get status(): number | undefined {
    return this.response?.status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Whether a failed call may succeed when made again: there was no answer, or the server failed (never a 4xx). */
export const isWorthRetrying = (error: unknown): boolean =>
  !isApiError(error) || !error.response || error.response.status >= 500;

/** Spec section 7: the default client treats any status below 500 except 401 as non-error. */
export const defaultValidateStatus: ValidateStatus = (status) => status < 500 && status !== 401;
/** Spec section 7: in the other wrapper success is any status below 300. */
export const successValidateStatus: ValidateStatus = (status) => status < 300;
/** For calls that inspect every answer themselves (the login). */
export const acceptAnyStatus: ValidateStatus = () => true;

const unauthorizedListeners = new Set<(response: ApiResponse) => void>();

/** Counts sign-ins: a request remembers the count it was sent under. */
let sessionEpoch = 0;

/**
 * A new session has begun (the user signed in). A 401 answering a request sent before it speaks of the session
 * that was, e.g. the account probe of the sign-in page answered late on a slow link: the 401 listeners ignore it,
 * or it would sign the new session out. The request itself still gets its answer.
 */
export const beginSession = (): void => {
  sessionEpoch += 1;
};

/**
 * Called for every 401 answer of every client to a request sent in the current session (see `beginSession`).
 * Returns an unsubscribe function.
 */
export const onUnauthorized = (listener: (response: ApiResponse) => void): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};

/** Reads a cookie readable by script (the XSRF token is one). */
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
};

const paramText = (value: Exclude<ParamScalar, null | undefined>): string =>
  value instanceof Date ? value.toISOString() : String(value);

/**
 * Query text of `params`: null and undefined are left out; `sort` arrays repeat the key
 * (`sort=a,asc&sort=b,desc`); other arrays are comma-joined (spec section 7 filters).
 */
export const buildQuery = (params: QueryParams | URLSearchParams | undefined): string => {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const values = (value as readonly ParamScalar[]).filter(
        (v): v is Exclude<ParamScalar, null | undefined> => v !== null && v !== undefined,
      );
      if (key === 'sort') {
        for (const v of values) search.append(key, paramText(v));
      } else if (values.length > 0) {
        search.append(key, values.map(paramText).join(','));
      }
      continue;
    }
    search.append(key, paramText(value as Exclude<ParamScalar, null | undefined>));
  }
  return search.toString();
};

const joinUrl = (baseURL: string, url: string): string => {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
};

const hasHeader = (headers: Record<string, string>, name: string): boolean =>
  Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

/** Reads the body: JSON when the server says so (problem+json too), else text; empty bodies become ''. */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return '';
  const contentType = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams };

export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const baseURL = options.baseURL ?? '/';
  const clientRule = options.validateStatus ?? defaultValidateStatus;

  const request = async (
    method: string,
    url: string,
    body: Body,
    config: RequestConfig = {},
  ): Promise<ApiResponse> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // JSON content type on every call that has a body. A body-less call sends none: servers (Fastify among
    // them) reject an empty body declared as JSON.
    if (body.kind === 'json') headers['Content-Type'] = 'application/json';
    if (body.kind === 'form') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    for (const [key, value] of Object.entries(config.headers ?? {})) {
      for (const existing of Object.keys(headers)) {
        if (existing.toLowerCase() === key.toLowerCase()) delete headers[existing];
      }
      headers[key] = value;
    }
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf && !hasHeader(headers, XSRF_HEADER)) headers[XSRF_HEADER] = xsrf;

    let payload: string | undefined;
    if (body.kind === 'form') payload = body.value.toString();
    else if (body.kind === 'json') {
      const contentType = Object.entries(headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1];
      // A caller that sets a non-JSON content type (e.g. text/plain) sends a string body as is.
      payload =
        typeof body.value === 'string' && contentType && !/json/i.test(contentType)
          ? body.value
          : JSON.stringify(body.value);
    }

    const query = buildQuery(config.params);
    const target = joinUrl(baseURL, url);
    const fullUrl = query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;
    const fetchImpl = options.fetch ?? globalThis.fetch;

    const epoch = sessionEpoch;
    // A list page's first page, when the page's first script already asked for it (`early-list.ts`).
    const early = method === 'GET' ? takeEarlyAnswer(fullUrl) : undefined;
    let raw: Response;
    try {
      raw = await (early ??
        fetchImpl(fullUrl, {
          method,
          headers,
          body: payload,
          credentials: 'include',
          signal: config.signal,
        }));
    } catch (cause) {
      throw new ApiError(cause instanceof Error ? cause.message : 'Network error', undefined, { cause });
    }

    const response: ApiResponse = {
      status: raw.status,
      statusText: raw.statusText,
      data: await readBody(raw),
      headers: raw.headers,
    };

    if (response.status === 401 && epoch === sessionEpoch) {
      for (const listener of [...unauthorizedListeners]) listener(response);
    }

    const rule = config.validateStatus ?? clientRule;
    if (!rule(response.status)) {
      throw new ApiError(`Request failed with status code ${response.status}`, response);
    }
    return response;
  };

  return {
    get: (url, config) => request('GET', url, { kind: 'none' }, config),
    delete: (url, config) => request('DELETE', url, { kind: 'none' }, config),
    put: (url, body, config) =>
      request('PUT', url, body === undefined ? { kind: 'none' } : { kind: 'json', value: body }, config),
    post: (url, body, config) =>
      request('POST', url, body === undefined ? { kind: 'none' } : { kind: 'json', value: body }, config),
    postForm: (url, fields, config) =>
      request('POST', url, { kind: 'form', value: new URLSearchParams(fields) }, config),
  };
};

/** The default client: statuses below 500 except 401 resolve. */
export const apiClient = createApiClient();

/** The wrapper whose success is any status below 300; everything else rejects with an ApiError. */
export const strictApiClient = createApiClient({ validateStatus: successValidateStatus });
