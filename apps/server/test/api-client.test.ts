import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createParlanceClient, type ParlanceClient } from '@parlance/api-client';
import { TYPES_FILE, typesOf } from '@parlance/api-client/generate';
import { SUPERVISOR_ERROR_KEYS } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { GREETING, listen, newEngagementId, QUALIFY, RECOMMEND } from './support/engagement-fixtures.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp, useInsuranceStages } from './support/test-app.js';

/** Requests a key may make a minute on each `/api/v1` endpoint here: enough for the flow, few for the limit. */
const RATE_LIMIT = 20;

/**
 * The typed client of `packages/api-client` (openapi-typescript types of the served OpenAPI document, called
 * through openapi-fetch) against a server listening on loopback, as an integrator's code would use it.
 */
describe(`the typed API client, generated from the OpenAPI document (${engine})`, () => {
  let test: TestApp;
  let baseUrl: string;
  let client: ParlanceClient;
  let programId: number;

  beforeAll(async () => {
    test = await startTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
    baseUrl = await listen(test.app);
    const tenant = await signUpTenant(test, { tenantName: 'Typed Client Calls' });
    await useInsuranceStages(test, tenant.publicId);
    programId = await insertProgram(test, await tenantIdOf(test, tenant.publicId), 'Typed client program');
    const created = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'Typed client' });
    expect(created.statusCode, created.body).toBe(201);
    client = createParlanceClient({ baseUrl, apiKey: (created.json() as { key: string }).key });
  });
  afterAll(() => test.close());

  it('keeps the committed types as the generator makes them from the current document', async () => {
    const committed = await readFile(
      new URL(`../../../packages/api-client/${TYPES_FILE}`, import.meta.url),
      'utf8',
    );
    expect(
      committed,
      `packages/api-client/${TYPES_FILE} is out of date: run \`npm run generate -w packages/api-client\``,
    ).toBe(await typesOf(test.app.swagger()));
  });

  it('runs the whole /api/v1 flow with its own ids: start an engagement, send messages, end it, import a transcript', async () => {
    // An integrator's own ids: a UUID for the live call, its recorder's id for the import.
    const engagementId = randomUUID();
    const started = await client.POST('/api/v1/engagements', {
      body: { engagementId, program: programId, channel: 'chat' },
    });
    expect(started.response.status, JSON.stringify(started.error)).toBe(201);
    expect(started.data).toMatchObject({
      engagementId,
      programId,
      source: 'api',
      channel: 'chat',
      status: 'ongoing',
      messageCount: 0,
    });

    const said = [GREETING, QUALIFY, RECOMMEND];
    const labels = [];
    for (const content of said) {
      const sent = await client.POST('/api/v1/engagements/{engagementId}/messages', {
        params: { path: { engagementId } },
        body: { from: 'Agent', content },
      });
      expect(sent.response.status, JSON.stringify(sent.error)).toBe(201);
      if (sent.data) labels.push(sent.data);
    }
    expect(labels.map(({ type, index }) => ({ type, index }))).toEqual([
      { type: 'label', index: 0 },
      { type: 'label', index: 1 },
      { type: 'label', index: 2 },
    ]);
    expect(labels[0]!.stage).toBe('Warm Greet Intro');

    const ended = await client.POST('/api/v1/engagements/{engagementId}/end', {
      params: { path: { engagementId } },
    });
    expect(ended.response.status, JSON.stringify(ended.error)).toBe(200);
    expect(ended.data).toMatchObject({ engagementId });

    // The same lines recorded elsewhere and imported after the call: labelled as they were live.
    const importedId = `WALK4-IMPORT:${Date.now()}.0001`;
    const startedAt = Date.now() - 10 * 60_000;
    const transcript = {
      engagementId: importedId,
      program: programId,
      channel: 'voice',
      messages: said.map((content, i) => ({
        from: 'Agent' as const,
        content,
        time: new Date(startedAt + i * 20_000).toISOString(),
      })),
    };
    const imported = await client.POST('/api/v1/conversations', { body: transcript });
    expect(imported.response.status, JSON.stringify(imported.error)).toBe(201);
    expect(imported.data?.engagementId).toBe(importedId);
    expect(imported.data?.labels.map(({ index, stage }) => ({ index, stage }))).toEqual(
      labels.map(({ index, stage }) => ({ index, stage })),
    );

    // Refusals are typed problem bodies: the id is taken (409), and the ended engagement takes no message (409).
    const again = await client.POST('/api/v1/conversations', { body: transcript });
    expect(again.response.status).toBe(409);
    expect(again.response.headers.get('content-type')).toContain('application/problem+json');
    expect(again.data).toBeUndefined();
    expect(again.error?.errorKey).toBe(SUPERVISOR_ERROR_KEYS.engagementExists);
    const late = await client.POST('/api/v1/engagements/{engagementId}/messages', {
      params: { path: { engagementId } },
      body: { from: 'Visitor', content: 'Are you still there?' },
    });
    expect(late.response.status).toBe(409);
    expect(late.error?.errorKey).toBe(SUPERVISOR_ERROR_KEYS.engagementEnded);
  });

  it('answers a bad body with field errors, an unknown key with 401, both typed', async () => {
    const refused = await client.POST('/api/v1/engagements', {
      // @ts-expect-error: a program is a number, and the types say so
      body: { engagementId: newEngagementId(), program: 'first', channel: 'chat' },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.fieldErrors?.map((error) => error.field)).toEqual(['program']);
    // An id outside the pattern the document states: the field and the pattern are named.
    const wrongId = await client.POST('/api/v1/engagements/{engagementId}/end', {
      params: { path: { engagementId: 'WALK4 IMPORT' } },
    });
    expect(wrongId.response.status).toBe(400);
    expect(wrongId.error?.fieldErrors).toEqual([
      expect.objectContaining({
        field: 'engagementId',
        message: expect.stringContaining('(pattern ^(?!\\.+$)[A-Za-z0-9._:-]{1,128}$)'),
      }),
    ]);

    const stranger = createParlanceClient({ baseUrl: `${baseUrl}/`, apiKey: 'plk_not-a-key' });
    const unknown = await stranger.POST('/api/v1/engagements', {
      body: { engagementId: newEngagementId(), program: programId, channel: 'chat' },
    });
    expect(unknown.response.status).toBe(401);
    expect(unknown.error?.status).toBe(401);
  });

  it('answers the limits the document names: 413 for a body too large, 429 with Retry-After', async () => {
    const document = test.app.swagger() as {
      paths: Record<string, { post: { responses: Record<string, { headers?: object }> } }>;
    };
    const ticketAnswers = document.paths['/api/v1/frame-tickets']!.post.responses;
    expect(Object.keys(ticketAnswers)).toEqual(expect.arrayContaining(['413', '429']));
    expect(ticketAnswers['429']!.headers).toHaveProperty('Retry-After');

    const tooLarge = await client.POST('/api/v1/frame-tickets', {
      body: { agent: { externalCode: 'x'.repeat(300 * 1024) } },
    });
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.error?.status).toBe(413);

    // The limit counts per key and endpoint, refused requests too; the next one over it waits.
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) {
      const { response } = await client.POST('/api/v1/frame-tickets', {
        body: { agent: { externalCode: 'NOBODY' } },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    const limited = await client.POST('/api/v1/frame-tickets', {
      body: { agent: { externalCode: 'NOBODY' } },
    });
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.error?.status).toBe(429);
  });
});
