import { describe, expect, it } from 'vitest';
import { empty, fakeServer, json, networkError } from '../../test/fake-server';
import { login } from './login';

const credentials = { username: 'ada', password: 'secret-pass' };

describe('login (spec sections 4 and 5)', () => {
  it('posts username and password form-encoded', async () => {
    const server = fakeServer({ 'POST /api/authentication': () => empty(200) });
    await login(credentials);
    const [request] = server.requests;
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual(credentials);
  });

  it('is ok on 200', async () => {
    fakeServer({ 'POST /api/authentication': () => empty(200) });
    expect(await login(credentials)).toEqual({ kind: 'ok' });
  });

  it('redirects to the origin-handler header value', async () => {
    fakeServer({
      'POST /api/authentication': () => empty(200, { 'origin-handler': '/account/change-password' }),
    });
    expect(await login(credentials)).toEqual({ kind: 'redirect', to: '/account/change-password' });
  });

  it('fails with the server message on 401 (status checking disabled: no rejection)', async () => {
    fakeServer({
      'POST /api/authentication': () =>
        json(
          401,
          {
            title: 'Unauthorized',
            status: 401,
            detail: 'Bad credentials',
            message: 'Invalid login or password.',
            errorKey: 'badcredentials',
          },
          { problem: true },
        ),
    });
    expect(await login(credentials)).toEqual({ kind: 'error', message: 'Invalid login or password.' });
  });

  it('fails with the server message on other statuses (rate limit)', async () => {
    fakeServer({
      'POST /api/authentication': () =>
        json(429, { title: 'Too Many Requests', status: 429, message: 'Slow down.' }, { problem: true }),
    });
    expect(await login(credentials)).toEqual({ kind: 'error', message: 'Slow down.' });
  });

  it('says "Unknown error, please try again later" when there is no answer', async () => {
    fakeServer({ 'POST /api/authentication': networkError });
    expect(await login(credentials)).toEqual({
      kind: 'error',
      message: 'Unknown error, please try again later',
    });
  });

  it('says the same when the answer carries no message (a proxy page)', async () => {
    fakeServer({
      'POST /api/authentication': () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    expect(await login(credentials)).toEqual({
      kind: 'error',
      message: 'Unknown error, please try again later',
    });
  });
});
