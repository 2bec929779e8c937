import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const KEY = 'test-write-key';

const event = (type: string, overrides: Record<string, unknown> = {}) => ({
  type,
  messageId: `ajs-next-${randomUUID()}`,
  writeKey: KEY,
  anonymousId: 'anon-1',
  userId: 'alice',
  event: type === 'track' ? 'Button Clicked' : undefined,
  name: type === 'page' ? 'Home' : undefined,
  properties: { label: 'Continue' },
  context: { app: { version: '1.15.0' } },
  sentAt: new Date().toISOString(),
  ...overrides,
});

describe(`analytics config and collector (${engine})`, () => {
  let test: TestApp;
  const count = async () =>
    Number(
      (
        await test.db.kysely
          .selectFrom('analytics_event')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The analytics library sends JSON as text/plain. */
  const collect = (path: string, body: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/collect/v1/${path}`,
      headers: { 'content-type': 'text/plain' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    test = await startTestApp({ ANALYTICS_WRITE_KEY: KEY, COLLECTOR_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => test.close());

  it('gives the write key and the CDN choice to anyone', async () => {
    const response = await test.client().get('/api/segment-details');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ writeKey: KEY, cdnEnabled: false });
  });

  it('serves project settings that send events to the collector itself', async () => {
    const response = await test.app.inject({
      url: `/collect/v1/projects/${KEY}/settings`,
      headers: { host: 'parlance.test:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().integrations['Segment.io']).toMatchObject({
      apiKey: KEY,
      apiHost: 'parlance.test:8080/collect/v1',
      protocol: 'http',
    });
  });

  it('rejects settings for an unknown write key', async () => {
    const response = await test.app.inject({ url: '/collect/v1/projects/nope/settings' });
    expect(response.statusCode).toBe(400);
  });

  it('stores single events of every kind, without CSRF header or session', async () => {
    const before = await count();
    for (const [path, type] of [
      ['t', 'track'],
      ['p', 'page'],
      ['i', 'identify'],
      ['g', 'group'],
      ['a', 'alias'],
      ['s', 'screen'],
    ]) {
      const response = await collect(path!, event(type!));
      expect(response.statusCode, path).toBe(200);
    }
    expect(await count()).toBe(before + 6);
  });

  it('stores a batch and deduplicates on messageId', async () => {
    const first = event('track');
    const batch = { writeKey: KEY, batch: [first, event('page')], sentAt: new Date().toISOString() };
    const before = await count();
    expect((await collect('b', batch)).statusCode).toBe(200);
    expect((await collect('b', batch)).statusCode).toBe(200);
    expect((await collect('t', first)).statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
    const stored = await test.db.kysely
      .selectFrom('analytics_event')
      .selectAll()
      .where('message_id', '=', first.messageId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      type: 'track',
      event: 'Button Clicked',
      user_id: 'alice',
      write_key: KEY,
    });
    expect(JSON.parse(stored.context)).toEqual({ app: { version: '1.15.0' } });
  });

  it('stores metrics', async () => {
    const response = await collect('m', {
      series: [{ type: 'Counter', metric: 'analytics_js.invoke', value: 1, tags: { method: 'page' } }],
    });
    expect(response.statusCode).toBe(200);
    const rows = await test.db.kysely.selectFrom('analytics_metric').selectAll().execute();
    expect(rows.some((row) => row.metric === 'analytics_js.invoke')).toBe(true);
  });

  it.each([
    ['an unknown write key', 't', () => event('track', { writeKey: 'other' })],
    ['a missing write key', 't', () => event('track', { writeKey: undefined })],
    ['a body that is not JSON', 't', () => '{not json'],
    ['a missing messageId', 't', () => event('track', { messageId: undefined })],
    ['a type that does not match the path', 'p', () => event('track')],
    ['an unknown path', 'x', () => event('track')],
    ['a batch with one bad event', 'b', () => ({ writeKey: KEY, batch: [event('track'), { type: 'nope' }] })],
    ['a batch with an unknown key', 'b', () => ({ writeKey: 'other', batch: [event('track')] })],
    ['an empty batch', 'b', () => ({ writeKey: KEY, batch: [] })],
    ['metrics without series', 'm', () => ({})],
  ])('answers 400 and stores nothing for %s', async (_name, path, body) => {
    const before = await count();
    const response = await collect(path, body());
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await count()).toBe(before);
  });

  it('answers no write key when analytics are turned off', async () => {
    const off = await startTestApp({ ANALYTICS_ENABLED: 'false' });
    expect((await off.client().get('/api/segment-details')).json()).toEqual({
      writeKey: null,
      cdnEnabled: false,
    });
    await off.close();
  });
});

describe(`collector rate limit (${engine})`, () => {
  it('answers 429 past the limit', async () => {
    const test = await startTestApp({ ANALYTICS_WRITE_KEY: KEY, COLLECTOR_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/collect/v1/t',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(event('track')),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await test.close();
  });
});
