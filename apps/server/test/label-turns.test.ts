import { LABEL_MESSAGES_MAX } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import { GREETING, QUALIFY, RECOMMEND } from './support/engagement-fixtures.js';
import { loopTurnsDuring } from './support/loop-turns.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The label endpoint's longest request (1,000 messages) takes the model about a second: it labels them in groups
 * with a turn of the event loop between groups, so that health probes and other requests are answered meanwhile.
 */
describe(`the label endpoint's longest request (${engine})`, () => {
  let test: TestApp;
  let client: TestClient;
  let url: string;

  beforeAll(async () => {
    test = await startTestApp();
    const tenant = await signUpTenant(test);
    client = tenant.client;
    const program = await client.post(`/${tenant.publicId}/api/programs`, {
      name: 'Turns',
      channel: 'voice',
    });
    url = `/${tenant.publicId}/api/programs/${program.json().id}/stage-model/label`;
  });
  afterAll(async () => {
    await test.close();
  });

  it('gives the event loop a turn between every two groups of 50 messages', async () => {
    const said = [GREETING, QUALIFY, RECOMMEND];
    const messages = Array.from({ length: LABEL_MESSAGES_MAX }, (_, i) => ({
      from: i % 2 === 0 ? 'Agent' : 'Visitor',
      content: said[i % said.length]!,
    }));
    // The program's model is trained first (on a worker thread, which the request waits for with many turns).
    expect((await client.post(url, { messages: messages.slice(0, 1) })).statusCode).toBe(200);
    const { result: response, turns } = await loopTurnsDuring(() => client.post(url, { messages }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().labels).toHaveLength(LABEL_MESSAGES_MAX);
    // 20 groups, so at least 19 turns between them.
    expect(turns).toBeGreaterThanOrEqual(LABEL_MESSAGES_MAX / 50 - 1);
  }, 120_000);
});
