import { describe, expect, it, vi } from 'vitest';
import { empty, fakeServer, json, networkError } from '../test/fake-server';
import {
  ApiError,
  acceptAnyStatus,
  apiClient,
  beginSession,
  buildQuery,
  createApiClient,
  defaultValidateStatus,
  onUnauthorized,
  strictApiClient,
} from './api-client';
import { EARLY_LIST_KEY, EARLY_LIST_WAIT_MS, type EarlyList } from './early-list';

const statusServer = () =>
  fakeServer({
    'GET /api/status': (request) => {
      const status = Number(request.url.searchParams.get('s'));
      return status === 204 ? empty(204) : json(status, { status });
    },
  });

const outcome = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ApiError ? `rejected ${error.response?.status}` : 'other';
  }
};

describe('default rule: any status below 500 except 401 resolves', () => {
  it.each([200, 204, 302, 400, 403, 404, 409, 499])('resolves %i', async (status) => {
    statusServer();
    const response = await apiClient.get('/api/status', { params: { s: status } });
    expect(response.status).toBe(status);
  });

  it.each([401, 500, 502, 503])('rejects %i with an ApiError carrying the response', async (status) => {
    statusServer();
    const error = await apiClient.get('/api/status', { params: { s: status } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response?.status).toBe(status);
    expect((error as ApiError).response?.data).toEqual({ status });
  });

  it('is the documented predicate', () => {
    expect([499, 500, 401, 400].map(defaultValidateStatus)).toEqual([true, false, false, true]);
  });
});

describe('custom rule', () => {
  it('a client with its own validateStatus', async () => {
    statusServer();
    const teapotOnly = createApiClient({ validateStatus: (status) => status === 418 });
    expect(await outcome(teapotOnly.get('/api/status', { params: { s: 418 } }))).toBe('resolved');
    expect(await outcome(teapotOnly.get('/api/status', { params: { s: 200 } }))).toBe('rejected 200');
  });

  it('a rule given per request wins over the client rule', async () => {
    statusServer();
    expect(
      await outcome(apiClient.get('/api/status', { params: { s: 500 }, validateStatus: acceptAnyStatus })),
    ).toBe('resolved');
  });
});

describe('the < 300 wrapper', () => {
  it.each([
    [200, 'resolved'],
    [201, 'resolved'],
    [204, 'resolved'],
    [302, 'rejected 302'],
    [400, 'rejected 400'],
    [404, 'rejected 404'],
    [500, 'rejected 500'],
  ])('status %i is %s', async (status, expected) => {
    statusServer();
    expect(await outcome(strictApiClient.get('/api/status', { params: { s: status } }))).toBe(expected);
  });
});

describe('request shape', () => {
  it('sends the XSRF cookie back as X-XSRF-TOKEN on every call', async () => {
    const server = fakeServer({
      'GET /api/x': () => json(200, {}),
      'POST /api/x': () => json(200, {}),
      'PUT /api/x': () => json(200, {}),
      'DELETE /api/x': () => empty(204),
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real life
    document.cookie = 'XSRF-TOKEN=tok%2Fen-1; path=/';
    await apiClient.get('/api/x');
    await apiClient.post('/api/x', { a: 1 });
    await apiClient.put('/api/x', { a: 1 });
    await apiClient.delete('/api/x');
    await apiClient.postForm('/api/x', { a: '1' });
    expect(server.requests).toHaveLength(5);
    for (const request of server.requests) expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok/en-1');
  });

  it('sends no XSRF header when there is no cookie', async () => {
    const server = fakeServer({ 'GET /api/x': () => json(200, {}) });
    await apiClient.get('/api/x');
    expect(server.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('uses base path /, JSON accept and content type, and credentials', async () => {
    const server = fakeServer({ 'POST /api/things': (r) => json(201, JSON.parse(r.body)) });
    const response = await apiClient.post('api/things', { name: 'x' });
    const [request] = server.requests;
    expect(server.fetch.mock.calls[0]?.[0]).toBe('/api/things');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.credentials).toBe('include');
    expect(request?.body).toBe('{"name":"x"}');
    expect(response).toMatchObject({ status: 201, statusText: 'Created', data: { name: 'x' } });
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('declares no content type on a call without a body', async () => {
    const server = fakeServer({ 'POST /api/logout': () => empty(200) });
    await apiClient.post('/api/logout');
    expect(server.requests[0]?.headers.has('Content-Type')).toBe(false);
    expect(server.requests[0]?.body).toBe('');
  });

  it('sends form-encoded bodies', async () => {
    const server = fakeServer({ 'POST /api/authentication': () => empty(200) });
    await apiClient.postForm('/api/authentication', { username: 'a b', password: 'p&q=' });
    expect(server.requests[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(server.requests[0]?.body).toBe('username=a+b&password=p%26q%3D');
  });

  it('sends a string as is under a non-JSON content type', async () => {
    const server = fakeServer({ 'POST /api/account/reset-password/init': () => empty(200) });
    await apiClient.post('/api/account/reset-password/init', 'ada@example.com', {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('text/plain');
    expect(server.requests[0]?.body).toBe('ada@example.com');
  });

  it('adds query params: sort repeated, other arrays comma-joined, empty values left out', async () => {
    const server = fakeServer({ 'GET /api/users': () => json(200, []) });
    await apiClient.get('/api/users', {
      params: {
        page: 0,
        size: 20,
        sort: ['login,asc', 'id,desc'],
        'status.in': ['ACTIVE', 'INVITED'],
        'createdDate.dateIs': new Date(Date.UTC(2024, 0, 2)),
        missing: undefined,
        none: null,
      },
    });
    expect(server.requests[0]?.url.search).toBe(
      '?page=0&size=20&sort=login%2Casc&sort=id%2Cdesc&status.in=ACTIVE%2CINVITED&createdDate.dateIs=2024-01-02T00%3A00%3A00.000Z',
    );
  });

  it('appends params to a URL that already has a query', async () => {
    const server = fakeServer({ 'GET /api/x': () => json(200, {}) });
    await apiClient.get('/api/x?a=1', { params: { b: 2 } });
    expect(server.requests[0]?.url.search).toBe('?a=1&b=2');
    expect(buildQuery({ a: 1, b: [true, false], c: [] })).toBe('a=1&b=true%2Cfalse');
  });
});

describe('responses', () => {
  it('parses problem+json, keeps text as text and empty bodies as ""', async () => {
    fakeServer({
      'GET /api/problem': () => json(400, { title: 'Bad', status: 400 }, { problem: true }),
      'GET /api/text': () =>
        new Response('hello', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      'GET /api/empty': () => empty(204),
    });
    expect((await apiClient.get('/api/problem')).data).toEqual({ title: 'Bad', status: 400 });
    expect((await apiClient.get('/api/text')).data).toBe('hello');
    expect((await apiClient.get('/api/empty')).data).toBe('');
  });

  it('rejects with an ApiError without response when there is no answer', async () => {
    fakeServer({ 'GET /api/x': networkError });
    const error = await apiClient.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response).toBeUndefined();
  });
});

describe('401 from any client', () => {
  it('notifies the session listeners and passes the response on unchanged', async () => {
    fakeServer({ 'GET /api/x': () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true }) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    try {
      const lenient = await apiClient.get('/api/x', { validateStatus: acceptAnyStatus });
      expect(lenient.status).toBe(401);
      expect(lenient.data).toEqual({ title: 'Unauthorized', status: 401 });
      await expect(strictApiClient.get('/api/x')).rejects.toBeInstanceOf(ApiError);
      await expect(apiClient.get('/api/x')).rejects.toBeInstanceOf(ApiError);
      await createApiClient({ validateStatus: () => true }).get('/api/x');
      expect(listener).toHaveBeenCalledTimes(4);
      expect(listener.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
    } finally {
      stop();
    }
  });

  it('does not notify for a 401 to a request sent before the session began', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeServer({
      'GET /api/x': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    try {
      const sentBefore = apiClient.get('/api/x', { validateStatus: acceptAnyStatus });
      await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
      beginSession();
      answer(json(401, { title: 'Unauthorized', status: 401 }, { problem: true }));
      expect((await sentBefore).status).toBe(401);
      expect(listener).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('does not notify for other statuses', async () => {
    fakeServer({ 'GET /api/x': () => json(403, {}) });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await apiClient.get('/api/x');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("a list page's first request, sent by the page's first script", () => {
  const holder = globalThis as unknown as Record<string, EarlyList | undefined>;
  const leave = (url: string, at = Date.now()) => {
    holder[EARLY_LIST_KEY] = {
      url,
      at,
      answer: Promise.resolve(
        new Response(JSON.stringify([{ id: 1 }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '41' },
        }),
      ),
    };
  };

  it('answers the same address once, without asking the server; the next call asks', async () => {
    const server = fakeServer({
      'GET /7/api/users': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
    });
    leave('/7/api/users?page=0&size=20&sort=login%2Casc');
    const params = new URLSearchParams({ page: '0', size: '20', sort: 'login,asc' });
    const first = await strictApiClient.get('/7/api/users', { params });
    expect(first.data).toEqual([{ id: 1 }]);
    expect(first.headers.get('x-total-count')).toBe('41');
    expect(server.calls('GET', '/7/api/users')).toHaveLength(0);
    expect(holder[EARLY_LIST_KEY]).toBeUndefined();
    expect((await strictApiClient.get('/7/api/users', { params })).data).toEqual([]);
    expect(server.calls('GET', '/7/api/users')).toHaveLength(1);
  });

  it('is kept while other addresses are asked for, and dropped once it has waited too long', async () => {
    const server = fakeServer({
      'GET /api/account': () => json(200, {}),
      'GET /7/api/users': () => json(200, []),
    });
    leave('/7/api/users?page=0');
    await apiClient.get('/api/account');
    expect(holder[EARLY_LIST_KEY]?.url).toBe('/7/api/users?page=0');
    leave('/7/api/users?page=0', Date.now() - EARLY_LIST_WAIT_MS - 1);
    expect((await apiClient.get('/7/api/users', { params: { page: 0 } })).data).toEqual([]);
    expect(server.calls('GET', '/7/api/users')).toHaveLength(1);
    expect(holder[EARLY_LIST_KEY]).toBeUndefined();
  });
});
