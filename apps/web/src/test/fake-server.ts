import { vi } from 'vitest';

/** A request as the fake server received it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials | undefined;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** JSON answer; `problem` sets the problem+json content type. */
export const json = (
  status: number,
  body: unknown,
  init: { headers?: Record<string, string>; problem?: boolean } = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: {
      'Content-Type': init.problem ? 'application/problem+json' : 'application/json',
      ...init.headers,
    },
  });

export const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, statusText: STATUS_TEXT[status] ?? '', headers });

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * A stand-in for the HTTP server at the fetch boundary: routes are "METHOD /path" → handler (a handler list is
 * answered in turn, the last one repeating). Installs itself as the global fetch; unknown routes answer 404.
 */
export const fakeServer = (routes: Record<string, Handler | Handler[]>) => {
  const requests: RecordedRequest[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
      credentials: init.credentials,
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const route = routes[key];
    if (!route) return json(404, { title: 'Not Found', status: 404 }, { problem: true });
    if (typeof route === 'function') return route(request);
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const handler = route[Math.min(index, route.length - 1)];
    if (!handler) throw new Error(`no handler for ${key}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetch: fetchMock,
    /** Requests to one route. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
};

export const networkError: Handler = () => {
  throw new TypeError('Failed to fetch');
};
