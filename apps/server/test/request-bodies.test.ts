import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { signUpTenant, signupInput, snapshot, startTestApp, type TestApp } from './support/test-app.js';

/** Requests the body parser refuses: the answer is a problem body and nothing changes. */
describe(`oversized and unreadable request bodies (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const expectRefused = async (
    send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>,
    status: number,
  ) => {
    const before = await snapshot(test.db, ['session', 'login_attempt']);
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status,
      title: STATUS_CODES[status],
      message: expect.any(String),
    });
    expect(await snapshot(test.db, ['session', 'login_attempt'])).toEqual(before);
  };

  it('answers 413 to a sign-up body over the size limit', async () => {
    const client = test.client();
    await expectRefused(
      () => client.post('/api/tenant/signup', signupInput({ tenantName: 'x'.repeat(300 * 1024) })),
      413,
    );
  });

  it('answers 413 to an analytics batch over the size limit', async () => {
    await expectRefused(
      () =>
        test.app.inject({
          method: 'POST',
          url: '/collect/v1/b',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({
            writeKey: 'parlance-embedded',
            batch: [{ pad: 'x'.repeat(600 * 1024) }],
          }),
        }),
      413,
    );
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { client, publicId } = await signUpTenant(test);
    await expectRefused(
      () =>
        client.post(`/${publicId}/api/programs`, '{"name": ', {
          headers: { 'content-type': 'application/json' },
          text: true,
        }),
      400,
    );
  });

  it('answers 415 to a media type the endpoint does not read', async () => {
    const { client, publicId } = await signUpTenant(test);
    await expectRefused(
      () =>
        client.post(`/${publicId}/api/programs`, '<program/>', {
          headers: { 'content-type': 'application/xml' },
          text: true,
        }),
      415,
    );
  });
});
