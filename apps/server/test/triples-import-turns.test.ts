import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIPLE_IMPORT_GROUP } from '../src/modules/studio/triple-import.js';
import { engine } from './support/database.js';
import { loopTurnsDuring } from './support/loop-turns.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * A large triples import shares the event loop: its file is parsed, checked and keyed on a thread of its own, and
 * its inserts are split into batches with a turn of the loop between them, so that health probes and other
 * requests are answered while it runs (SQLite writes synchronously, so awaiting a statement alone gives no turn).
 */
describe(`a large triples import (${engine})`, () => {
  let test: TestApp;
  let triples: string;
  let programs: string;
  let client: Awaited<ReturnType<typeof signUpTenant>>['client'];

  beforeAll(async () => {
    // A file, as in production.
    test = await startTestApp({}, { sqliteFile: true });
    const tenant = await signUpTenant(test);
    client = tenant.client;
    const program = await client.post(`/${tenant.publicId}/api/programs`, {
      name: 'Turns',
      channel: 'voice',
    });
    programs = `/${tenant.publicId}/api/programs`;
    triples = `${programs}/${program.json().id}/triples`;
  });
  afterAll(async () => {
    await test.close();
  });

  it('gives the event loop a turn at least once every 500 rows it stores', async () => {
    const rows = 20_000;
    const csv = ['subject,predicate,object', ...Array.from({ length: rows }, (_, i) => `S ${i},p,O ${i}`)];
    const { result: response, turns } = await loopTurnsDuring(() =>
      client.post(`${triples}/import`, csv.join('\n'), {
        text: true,
        headers: { 'content-type': 'text/csv' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: rows, skipped: 0 });
    expect(turns).toBeGreaterThanOrEqual(rows / 500);
  }, 120_000);

  it('exports with a turn of the event loop at least every 500 rows', async () => {
    // The program holds the 20,000 rows the test above imported.
    const { result: response, turns } = await loopTurnsDuring(() => client.get(`${triples}/export`));
    expect(response.statusCode).toBe(200);
    // The header, then one line a triple.
    expect(response.body.trim().split('\r\n')).toHaveLength(20_001);
    expect(turns).toBeGreaterThanOrEqual(20_000 / 500);
  }, 120_000);

  it('parses and checks a file on a thread of its own: a 50,000-row dry run is read by the thread, and the event loop keeps turning meanwhile', async () => {
    const rows = 50_000;
    const csv = [
      'subject,predicate,object,aliases,questions',
      ...Array.from({ length: rows }, (_, i) => `Subject ${i},has,Object ${i},a ${i}|b ${i},What is ${i}?`),
    ].join('\n');
    const files = test.app.context.tripleFiles;
    const before = files.finished();
    const { result: answer, turns } = await loopTurnsDuring(() =>
      client.post(`${triples}/import?dryRun=true`, csv, {
        text: true,
        headers: { 'content-type': 'text/csv' },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ created: rows, skipped: 0 });
    // The thread read this file, and none was read on the event loop.
    expect(files.finished()).toEqual({ onThread: before.onThread + 1, inline: before.inline });
    // The thread sends its rows in groups, each taken in on a turn of its own.
    expect(turns).toBeGreaterThanOrEqual(rows / TRIPLE_IMPORT_GROUP);
  }, 300_000);

  it('runs one import at a time: another sent meanwhile is refused with 429 and Retry-After, storing nothing', async () => {
    const program = await client.post(programs, { name: 'One at a time', channel: 'voice' });
    const path = `${programs}/${program.json().id}/triples`;
    const file = (name: string) =>
      ['subject,predicate,object', ...Array.from({ length: 5_000 }, (_, i) => `${name} ${i},p,o`)].join('\n');
    const send = (name: string) =>
      client.post(`${path}/import`, file(name), { text: true, headers: { 'content-type': 'text/csv' } });
    const answers = await Promise.all([send('First'), send('Second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect((await client.get(`${path}/stats`)).json()).toMatchObject({ triples: 5_000 });
    // Once the first has answered, the next is taken.
    expect((await send('Third')).statusCode).toBe(200);
  }, 120_000);
});
