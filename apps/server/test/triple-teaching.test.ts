import { type Triple, tripleImportResultSchema, tripleSchema } from '@parlance/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf, VOLATILE } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

/** A triple's aliases (other names of its subject) and example questions: typed, imported and exported. */
describe(`triple aliases and example questions (${engine})`, () => {
  let test: TestApp;
  let tenant: Awaited<ReturnType<typeof signUpTenant>>;
  let tenantId: number;
  let base: string;

  const newProgram = async (name: string) =>
    `${base}/programs/${await insertProgram(test, tenantId, name)}/triples`;
  const unchanged = async (work: () => Promise<unknown>) => {
    const before = await snapshot(test.db, VOLATILE);
    await work();
    expect(await snapshot(test.db, VOLATILE)).toEqual(before);
  };
  const importCsv = (path: string, csv: string) =>
    tenant.client.request('POST', `${path}/import`, csv, {
      text: true,
      headers: { 'content-type': 'text/csv' },
    });
  const listed = async (path: string) =>
    ((await tenant.client.get(`${path}?sort=subject,asc`)).json() as Triple[]).map((t) => ({
      subject: t.subject,
      aliases: t.aliases,
      questions: t.questions,
    }));

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    base = `/${tenant.publicId}/api`;
  });
  afterAll(() => test.close());

  it('stores them trimmed with the triple, answers them, and a change replaces them', async () => {
    const triples = await newProgram('Teach');
    const created = await tenant.client.post(triples, {
      subject: 'Gold Choice PPO',
      predicate: 'monthly premium',
      object: '$49',
      aliases: [' gold plan ', 'the gold one'],
      questions: ['How much a month is it?'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const triple = tripleSchema.strict().parse(created.json());
    expect(triple).toMatchObject({
      aliases: ['gold plan', 'the gold one'],
      questions: ['How much a month is it?'],
    });
    expect((await tenant.client.get(`${triples}/${triple.id}`)).json()).toEqual(triple);

    const put = await tenant.client.put(`${triples}/${triple.id}`, {
      subject: 'Gold Choice PPO',
      predicate: 'monthly premium',
      object: '$49',
      questions: ['What does it cost me each month?', 'What is the premium?'],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      aliases: [],
      questions: ['What does it cost me each month?', 'What is the premium?'],
    });
    // Left out, they are none.
    const plain = await tenant.client.post(triples, {
      subject: 'Silver',
      predicate: 'premium',
      object: '$0',
    });
    expect(plain.json()).toMatchObject({ aliases: [], questions: [] });
  });

  it('refuses an empty, too long, repeated or piped alias or question on its own field, storing nothing', async () => {
    const triples = await newProgram('Teach refusals');
    const triple = { subject: 's', predicate: 'p', object: 'o' };
    await unchanged(async () => {
      for (const [extra, field] of [
        [{ aliases: [''] }, 'aliases[0]'],
        [{ aliases: ['ok', '   '] }, 'aliases[1]'],
        [{ aliases: ['x'.repeat(201)] }, 'aliases[0]'],
        [{ aliases: ['Gold plan', 'gold PLAN '] }, 'aliases[1]'],
        [{ aliases: ['a|b'] }, 'aliases[0]'],
        [{ aliases: Array.from({ length: 21 }, (_, i) => `alias ${i}`) }, 'aliases'],
        [{ aliases: 'gold plan' }, 'aliases'],
        [{ questions: [''] }, 'questions[0]'],
        [{ questions: ['y'.repeat(201)] }, 'questions[0]'],
        [{ questions: ['What is it?', 'what is it?'] }, 'questions[1]'],
        [{ questions: [5] }, 'questions[0]'],
      ] as const) {
        const response = await tenant.client.post(triples, { ...triple, ...extra });
        expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual([field]);
      }
    });
    // The limits themselves are fine.
    const response = await tenant.client.post(triples, {
      ...triple,
      aliases: ['x'.repeat(200)],
      questions: Array.from({ length: 20 }, (_, i) => `question ${i}?`),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('imports the optional columns, |-separated, beside files that leave them out', async () => {
    const triples = await newProgram('Teach import');
    const csv = [
      'subject,predicate,object,aliases,questions',
      'Gold Choice PPO,monthly premium,$49,gold plan| the gold one ,How much a month is it?|What does it cost?',
      'Silver Advantage HMO,needs referrals for,specialists,,Do I have to ask my doctor before a specialist?',
      'Smile Plus,network,Bright Dental Network,smile plus plan,',
    ].join('\n');
    const response = await importCsv(triples, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(tripleImportResultSchema.strict().parse(response.json())).toEqual({ created: 3, skipped: 0 });
    expect(await listed(triples)).toEqual([
      {
        subject: 'Gold Choice PPO',
        aliases: ['gold plan', 'the gold one'],
        questions: ['How much a month is it?', 'What does it cost?'],
      },
      {
        subject: 'Silver Advantage HMO',
        aliases: [],
        questions: ['Do I have to ask my doctor before a specialist?'],
      },
      { subject: 'Smile Plus', aliases: ['smile plus plan'], questions: [] },
    ]);
    const older = await importCsv(
      await newProgram('Older file'),
      'subject,predicate,object,source\ns,p,o,SOB',
    );
    expect(older.json()).toEqual({ created: 1, skipped: 0 });
  });

  it('refuses the whole file when a cell of the new columns is malformed, naming its row, storing nothing', async () => {
    const triples = await newProgram('Teach bad import');
    await unchanged(async () => {
      const csv = [
        'subject,predicate,object,aliases,questions',
        'a,p,o,fine,Is it fine?',
        'b,p,o,gold||plan,',
        'c,p,o,Gold|gold,',
        `d,p,o,,${'q'.repeat(201)}`,
        'e,p,o,trailing|,',
      ].join('\n');
      const response = await importCsv(triples, csv);
      expectProblem(response, 400);
      expect(fieldsOf(response)).toEqual([
        'rows[2].aliases[1]',
        'rows[3].aliases[1]',
        'rows[4].questions[0]',
        'rows[5].aliases[1]',
      ]);
    });
  });

  it('exports them as |-separated cells, and the export imports back unchanged', async () => {
    const triples = await newProgram('Teach export');
    await tenant.client.post(triples, {
      subject: 'Gold Choice PPO',
      predicate: 'monthly premium',
      object: '$49',
      aliases: ['gold plan', '=gold'],
      questions: ['How much a month?', 'What does it cost?'],
    });
    await tenant.client.post(triples, { subject: 'Silver', predicate: 'premium', object: '$0' });
    const response = await tenant.client.get(`${triples}/export`);
    const records = parseCsv(response.rawPayload, { bom: true }) as string[][];
    expect(records).toEqual([
      ['subject', 'predicate', 'object', 'source', 'aliases', 'questions'],
      [
        'Gold Choice PPO',
        'monthly premium',
        '$49',
        '',
        'gold plan|=gold',
        'How much a month?|What does it cost?',
      ],
      ['Silver', 'premium', '$0', '', '', ''],
    ]);
    const copy = await newProgram('Teach export copy');
    expect((await importCsv(copy, response.rawPayload.toString('utf8'))).json()).toEqual({
      created: 2,
      skipped: 0,
    });
    expect(await listed(copy)).toEqual(await listed(triples));
  });
});
