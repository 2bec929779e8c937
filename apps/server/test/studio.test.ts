import {
  CHART_PALETTE,
  contrastWithWhite,
  GENERAL_STAGE_COLORS,
  STAGE_COLORS,
  type StageModel,
  stageModelAnswerSchema,
  TRIPLE_IMPORT_MAX_BYTES,
  TRIPLE_IMPORT_MAX_ROWS,
  type Triple,
  tripleGraphSchema,
  tripleImportResultSchema,
  tripleSchema,
} from '@parlance/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { expectAuthorityMatrix, lastAuditEvent, signInWith, tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { insertProgram, stageModelBody } from './support/studio-fixtures.js';
import { dataSnapshot, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

describe(`studio (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let tenantId: number;
  let base: string;
  let programId: number;
  let triples: string;

  const create = async (body: Record<string, unknown>, path = triples) => {
    const response = await tenant.client.post(path, body);
    expect(response.statusCode, response.body).toBe(201);
    return tripleSchema.strict().parse(response.json());
  };
  const importCsv = (csv: string | Buffer, query = '', path = triples) =>
    tenant.client.request('POST', `${path}/import${query}`, csv as string, {
      text: true,
      headers: { 'content-type': 'text/csv' },
    });
  const newProgram = async (name: string, agentOnly = false) => {
    const id = await insertProgram(test, tenantId, name, agentOnly);
    return { id, triples: `${base}/programs/${id}/triples`, model: `${base}/programs/${id}/stage-model` };
  };
  const unchanged = async (work: () => Promise<unknown>) => {
    const before = await dataSnapshot(test.db);
    await work();
    expect(await dataSnapshot(test.db)).toEqual(before);
  };

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    base = `/${tenant.publicId}/api`;
    programId = await insertProgram(test, tenantId, 'Studio');
    triples = `${base}/programs/${programId}/triples`;
  });
  afterAll(() => test.close());

  describe('triples', () => {
    it('creates, reads, updates and deletes a triple, trimmed and audited', async () => {
      const triple = await create({ subject: ' Plan A ', predicate: 'premium', object: ' $0 ' });
      expect(triple).toMatchObject({ subject: 'Plan A', predicate: 'premium', object: '$0', source: '' });
      expect(triple.createdBy).toBe(tenant.input.login.toLowerCase());
      expect((await tenant.client.get(`${triples}/${triple.id}`)).json()).toEqual(triple);
      const audit = await lastAuditEvent(test, tenantId, 'triple');
      expect(audit).toMatchObject({ action: 'create', entity_id: String(triple.id) });

      const put = await tenant.client.put(`${triples}/${triple.id}`, {
        subject: 'Plan A',
        predicate: 'premium',
        object: '$10',
        source: 'Brochure',
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        object: '$10',
        source: 'Brochure',
        createdDate: triple.createdDate,
      });
      expect((await lastAuditEvent(test, tenantId, 'triple')).action).toBe('update');

      const del = await tenant.client.delete(`${triples}/${triple.id}`);
      expect(del.statusCode).toBe(204);
      expect((await lastAuditEvent(test, tenantId, 'triple')).action).toBe('delete');
      expectProblem(await tenant.client.get(`${triples}/${triple.id}`), 404);
      expectProblem(await tenant.client.delete(`${triples}/${triple.id}`), 404);
    });

    it('refuses a duplicate regardless of case with a field error, on create and update', async () => {
      const program = await newProgram('Duplicates');
      await create({ subject: 'Plan B', predicate: 'copay', object: '$5' }, program.triples);
      const other = await create({ subject: 'Plan B', predicate: 'copay', object: '$6' }, program.triples);
      await unchanged(async () => {
        const response = await tenant.client.post(program.triples, {
          subject: ' plan b ',
          predicate: 'COPAY',
          object: '$5',
        });
        expect(expectProblem(response, 400, { errorKey: 'tripleexists' }).fieldErrors?.[0]?.field).toBe(
          'subject',
        );
        const update = await tenant.client.put(`${program.triples}/${other.id}`, {
          subject: 'PLAN B',
          predicate: 'copay',
          object: '$5',
        });
        expectProblem(update, 400, { errorKey: 'tripleexists' });
      });
      // The same triple in another program is fine.
      await create({ subject: 'Plan B', predicate: 'copay', object: '$5' });
    });

    it('refuses malformed and too long input, storing nothing', async () => {
      await unchanged(async () => {
        for (const [body, field] of [
          [{ subject: '', predicate: 'p', object: 'o' }, 'subject'],
          [{ subject: '   ', predicate: 'p', object: 'o' }, 'subject'],
          [{ subject: 's', predicate: 'x'.repeat(501), object: 'o' }, 'predicate'],
          [{ subject: 's', predicate: 'p' }, 'object'],
          [{ subject: 's', predicate: 'p', object: 'o', source: 'x'.repeat(201) }, 'source'],
          [{ subject: 5, predicate: 'p', object: 'o' }, 'subject'],
        ] as const) {
          const response = await tenant.client.post(triples, body);
          expectProblem(response, 400);
          expect(fieldsOf(response)).toContain(field);
        }
        expectProblem(
          await tenant.client.post(triples, 'not json', {
            text: true,
            headers: { 'content-type': 'application/json' },
          }),
          400,
        );
      });
      await create({ subject: 'x'.repeat(500), predicate: 'p', object: 'o', source: 'y'.repeat(200) });
    });

    it("answers 404 for another tenant's program or triple, and for a program that does not exist", async () => {
      const other = await signUpTenant(test, { tenantName: 'Other' });
      const otherId = await insertProgram(test, await tenantIdOf(test, other.publicId), 'Theirs');
      const theirs = await other.client.post(`/${other.publicId}/api/programs/${otherId}/triples`, {
        subject: 's',
        predicate: 'p',
        object: 'o',
      });
      expect(theirs.statusCode).toBe(201);
      const id = (theirs.json() as Triple).id;
      expectProblem(await tenant.client.get(`${base}/programs/${otherId}/triples`), 404);
      expectProblem(await tenant.client.get(`${triples}/${id}`), 404);
      expectProblem(await tenant.client.get(`${base}/programs/999999/triples`), 404);
      expectProblem(await tenant.client.get(`${base}/programs/abc/triples`), 404);
    });

    it('lists with the list convention: filters and sorts on every field, pages and headers', async () => {
      const program = await newProgram('Listing');
      for (const [subject, object] of [
        ['Gold PPO', '$49'],
        ['silver hmo', '$0'],
        ['Bronze HMO', '$0'],
      ]) {
        await create({ subject, predicate: 'premium', object, source: `src ${subject}` }, program.triples);
      }
      const list = async (query: string) => {
        const response = await tenant.client.get(`${program.triples}?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          subjects: (response.json() as Triple[]).map((t) => t.subject),
          total: response.headers['x-total-count'],
        };
      };
      expect((await list('')).subjects).toEqual(['Bronze HMO', 'Gold PPO', 'silver hmo']);
      expect((await list('sort=subject,desc')).subjects).toEqual(['silver hmo', 'Gold PPO', 'Bronze HMO']);
      expect(await list('subject.contains=HMO')).toEqual({
        subjects: ['Bronze HMO', 'silver hmo'],
        total: '2',
      });
      expect((await list('object.equals=$49')).subjects).toEqual(['Gold PPO']);
      expect((await list('predicate.startsWith=PREM&sort=object,asc&sort=subject,asc')).subjects).toEqual([
        'Bronze HMO',
        'silver hmo',
        'Gold PPO',
      ]);
      expect((await list('source.endsWith=ppo')).subjects).toEqual(['Gold PPO']);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`createdDate.dateIs=${today}&sort=createdDate,desc`)).total).toBe('3');
      expect(await list('size=1&page=1')).toMatchObject({ subjects: ['Gold PPO'], total: '3' });
      const bad = await tenant.client.get(`${program.triples}?id.equals=1&sort=key_hash,asc`);
      expectProblem(bad, 400);
    });

    it('pages a prefix or days filter in the order asked, whether the filter is rare or common', async () => {
      // 2,100 triples: every predicate starts with "deduct" (common: past the list's probe of 2,000 rows), and
      // "Plan 12" starts 111 subjects (rare).
      const program = await newProgram('Ranges');
      const count = 2_100;
      const rows = Array.from({ length: count }, (_, i) => `Plan ${i},deductible,$${i * 10}`);
      const imported = await importCsv(['subject,predicate,object', ...rows].join('\n'), '', program.triples);
      expect(imported.statusCode, imported.body).toBe(200);
      const subjects = Array.from({ length: count }, (_, i) => `Plan ${i}`).sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const page = async (query: string) => {
        const response = await tenant.client.get(`${program.triples}?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return {
          total: Number(response.headers['x-total-count']),
          subjects: (response.json() as { subject: string }[]).map((triple) => triple.subject),
        };
      };
      expect(await page('predicate.startsWith=DEDUCT&page=3&size=20')).toEqual({
        total: count,
        subjects: subjects.slice(60, 80),
      });
      const yesterday = `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
      expect(await page(`createdDate.dateAfter=${yesterday}&page=2&size=50`)).toEqual({
        total: count,
        subjects: subjects.slice(100, 150),
      });
      expect(await page(`createdDate.dateBefore=${yesterday}`)).toEqual({ total: 0, subjects: [] });
      const rare = subjects.filter((subject) => subject.startsWith('Plan 12'));
      expect(rare).toHaveLength(111);
      // By object, without regard to case: "$1200", "$120", … as text.
      const byObject = rare
        .map((subject) => ({ subject, object: `$${Number(subject.slice(5)) * 10}` }))
        .sort((a, b) => (a.object < b.object ? -1 : a.object > b.object ? 1 : 0));
      expect(await page('subject.startsWith=plan 12&sort=object,desc&size=100&page=1')).toEqual({
        total: 111,
        subjects: byObject
          .reverse()
          .slice(100)
          .map((triple) => triple.subject),
      });
    }, 60_000);

    it('answers the counts and the neighbourhood of a node', async () => {
      const program = await newProgram('Graph');
      for (const [s, p, o] of [
        ['Plan A', 'network', 'Net 1'],
        ['Plan A', 'premium', '$0'],
        ['Plan B', 'network', 'net 1'],
        ['Net 1', 'includes', 'Dr. Patel'],
        ['Dr. Patel', 'speciality', 'Cardiology'],
      ]) {
        await create({ subject: s, predicate: p, object: o }, program.triples);
      }
      expect((await tenant.client.get(`${program.triples}/stats`)).json()).toEqual({
        triples: 5,
        subjects: 4,
        predicates: 4,
      });
      const graph = async (query: string) => {
        const response = await tenant.client.get(`${program.triples}/graph?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return tripleGraphSchema.strict().parse(response.json());
      };
      const one = await graph('subject=plan a');
      expect(one.nodes.map((n) => n.id).sort()).toEqual(['$0', 'net 1', 'plan a']);
      expect(one.edges).toHaveLength(2);
      expect(one.truncated).toBe(false);
      const two = await graph('subject=Plan A&depth=2');
      expect(two.nodes.map((n) => n.id).sort()).toEqual(['$0', 'dr. patel', 'net 1', 'plan a', 'plan b']);
      expect(two.edges.map((e) => e.label).sort()).toEqual(['includes', 'network', 'network', 'premium']);
      expect(await graph('subject=Nobody')).toEqual({ nodes: [], edges: [], truncated: false });
      expectProblem(await tenant.client.get(`${program.triples}/graph?subject=a&depth=3`), 400);
      expectProblem(await tenant.client.get(`${program.triples}/graph`), 400);
    });

    it('caps the graph at 500 nodes and says so', async () => {
      const program = await newProgram('Big graph');
      const csv = [
        'subject,predicate,object',
        ...Array.from({ length: 600 }, (_, i) => `Hub,links,Leaf ${i}`),
      ];
      expect((await importCsv(csv.join('\n'), '', program.triples)).statusCode).toBe(200);
      const graph = tripleGraphSchema.parse(
        (await tenant.client.get(`${program.triples}/graph?subject=Hub`)).json(),
      );
      expect(graph.nodes).toHaveLength(500);
      expect(graph.edges).toHaveLength(499);
      expect(graph.truncated).toBe(true);
    });
  });

  describe('CSV import and export', () => {
    it('imports all rows, skips duplicates of stored triples and of earlier rows, and audits once', async () => {
      const program = await newProgram('Import');
      await create({ subject: 'Plan A', predicate: 'premium', object: '$0' }, program.triples);
      const csv = [
        'subject,predicate,object,source',
        'Plan A,premium,$0,',
        '"Plan, with comma","says ""hi""","multi',
        'line",Brochure',
        'plan c,deductible,$250,SOB',
        'PLAN C,Deductible,$250,other',
      ].join('\r\n');
      const response = await importCsv(csv, '', program.triples);
      expect(response.statusCode, response.body).toBe(200);
      expect(tripleImportResultSchema.strict().parse(response.json())).toEqual({ created: 2, skipped: 2 });
      const list = (await tenant.client.get(`${program.triples}?sort=subject,asc`)).json() as Triple[];
      expect(list.map((t) => [t.subject, t.predicate, t.object, t.source])).toEqual([
        ['Plan A', 'premium', '$0', ''],
        ['plan c', 'deductible', '$250', 'SOB'],
        ['Plan, with comma', 'says "hi"', 'multi\r\nline', 'Brochure'],
      ]);
      const audit = await lastAuditEvent(test, tenantId, 'triple');
      expect(audit.action).toBe('import');
      expect(JSON.parse(audit.after_value!)).toMatchObject({ created: 2, skipped: 2 });
    });

    it('previews in a dry run and stores nothing', async () => {
      const program = await newProgram('Dry run');
      const rows = Array.from({ length: 30 }, (_, i) => `S${i},p,o`);
      await unchanged(async () => {
        const response = await importCsv(
          ['object,subject,predicate', ...rows.map((r) => r.split(',').reverse().join(','))].join('\n'),
          '?dryRun=true',
          program.triples,
        );
        expect(response.statusCode, response.body).toBe(200);
        const result = tripleImportResultSchema.parse(response.json());
        expect(result).toMatchObject({ created: 30, skipped: 0 });
        expect(result.preview).toHaveLength(20);
        expect(result.preview?.[0]).toEqual({
          subject: 'p',
          predicate: 'S0',
          object: 'o',
          source: '',
          aliases: [],
          questions: [],
        });
      });
    });

    it('accepts a BOM, columns in any order and case, and no source column', async () => {
      const program = await newProgram('BOM');
      const csv = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('Object,SUBJECT,predicate\n€5,Plan É,copay\n'),
      ]);
      const response = await importCsv(csv.toString('utf8'), '', program.triples);
      expect(response.statusCode, response.body).toBe(200);
      const [triple] = (await tenant.client.get(program.triples)).json() as Triple[];
      expect(triple).toMatchObject({ subject: 'Plan É', predicate: 'copay', object: '€5', source: '' });
    });

    it('refuses the whole file for a bad row, with rows[N] field errors counted from 1', async () => {
      const program = await newProgram('Bad rows');
      await unchanged(async () => {
        const csv = [
          'subject,predicate,object',
          'ok,p,o',
          ',p,o',
          `s,${'x'.repeat(501)},o`,
          's,p',
          'fine,p,o',
        ].join('\n');
        const response = await importCsv(csv, '', program.triples);
        const body = expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual(['rows[2].subject', 'rows[3].predicate', 'rows[4]']);
        expect(body.fieldErrors?.[2]?.message).toBe('Expected 3 cells, found 2.');
        expectProblem(await importCsv(csv, '?dryRun=true', program.triples), 400);
      });
    });

    it('refuses a missing, extra or repeated column, an empty file and unreadable CSV', async () => {
      const program = await newProgram('Bad header');
      await unchanged(async () => {
        for (const csv of [
          'subject,predicate\ns,p',
          'subject,predicate,object,notes\ns,p,o,n',
          'subject,predicate,object,object\ns,p,o,o',
          '',
        ]) {
          const response = await importCsv(csv, '', program.triples);
          expectProblem(response, 400);
          expect(fieldsOf(response)).toEqual(['header']);
        }
        const unclosed = await importCsv('subject,predicate,object\n"s,p,o\n', '', program.triples);
        expect(fieldsOf(unclosed)).toEqual(['file']);
        expectProblem(unclosed, 400);
        // The parser's error names the line where it is.
        const third = await importCsv('subject,predicate,object\ns,p,o\n"a,p,o\n', '', program.triples);
        expect(fieldsOf(third)).toEqual(['file']);
        expect(expectProblem(third, 400).fieldErrors?.[0]?.message).toContain('(line 3)');
        // A binary file: no header names the columns.
        const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
        expectProblem(await importCsv(binary, '', program.triples), 400);
      });
    });

    it('imports a quote inside an unquoted field as written, as spreadsheets write formulas', async () => {
      const program = await newProgram('Formulas');
      const response = await importCsv(
        'subject,predicate,object\n=HYPERLINK("x"),is,a formula\n',
        '',
        program.triples,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [triple] = (await tenant.client.get(program.triples)).json() as Triple[];
      expect(triple).toMatchObject({ subject: '=HYPERLINK("x")', predicate: 'is', object: 'a formula' });
    });

    it(`refuses more than ${TRIPLE_IMPORT_MAX_ROWS} rows (400) and a file over 10 MB (413)`, async () => {
      const program = await newProgram('Too big');
      await unchanged(async () => {
        const rows = Array.from({ length: TRIPLE_IMPORT_MAX_ROWS + 1 }, (_, i) => `s${i},p,o`);
        const tooMany = await importCsv(
          ['subject,predicate,object', ...rows].join('\n'),
          '',
          program.triples,
        );
        expectProblem(tooMany, 400);
        expect(fieldsOf(tooMany)).toEqual(['rows']);
        const huge = `subject,predicate,object\n${'s,p,o\n'.repeat(Math.ceil(TRIPLE_IMPORT_MAX_BYTES / 6) + 1)}`;
        expectProblem(await importCsv(huge, '', program.triples), 413);
        const json = await tenant.client.post(`${program.triples}/import`, { subject: 's' });
        expectProblem(json, 415);
      });
    }, 60_000);

    it('imports exactly 50,000 rows', async () => {
      const program = await newProgram('Full');
      const rows = Array.from(
        { length: TRIPLE_IMPORT_MAX_ROWS },
        (_, i) => `Subject ${i},predicate,object ${i}`,
      );
      const response = await importCsv(['subject,predicate,object', ...rows].join('\n'), '', program.triples);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ created: TRIPLE_IMPORT_MAX_ROWS, skipped: 0 });
      expect((await tenant.client.get(`${program.triples}/stats`)).json()).toMatchObject({
        triples: TRIPLE_IMPORT_MAX_ROWS,
      });
    }, 120_000);

    it('exports formula cells safely, and the export imports back unchanged', async () => {
      const program = await newProgram('Export');
      const cells = [
        ['=HYPERLINK("http://x")', '+1', '-5 days', '@SUM(A1)'],
        ["'=already guarded", 'plain', 'quote "inside"', 'comma, inside'],
        ['multi\nline', 'É ü €', "'leading apostrophe", ''],
      ];
      for (const [subject, predicate, object, source] of cells) {
        await create({ subject, predicate, object, source }, program.triples);
      }
      const response = await tenant.client.get(`${program.triples}/export`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const records = parseCsv(response.rawPayload, { bom: true }) as string[][];
      expect(records[0]).toEqual(['subject', 'predicate', 'object', 'source', 'aliases', 'questions']);
      // No cell a spreadsheet would run.
      for (const cell of records.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@]/);
      expect(records[1]).toEqual(['\'=HYPERLINK("http://x")', "'+1", "'-5 days", "'@SUM(A1)", '', '']);

      const copy = await newProgram('Export copy');
      const reimport = await importCsv(response.rawPayload.toString('utf8'), '', copy.triples);
      expect(reimport.json()).toEqual({ created: 3, skipped: 0 });
      const shape = (path: string) =>
        tenant.client
          .get(`${path}?sort=createdDate,asc`)
          .then((r) =>
            (r.json() as Triple[]).map((t) => [t.subject, t.predicate, t.object, t.source]).sort(),
          );
      expect(await shape(copy.triples)).toEqual(await shape(program.triples));
      // Into the same program: every row is a duplicate.
      expect((await importCsv(response.rawPayload.toString('utf8'), '', program.triples)).json()).toEqual({
        created: 0,
        skipped: 3,
      });
    });

    it('exports a graph larger than one page', async () => {
      const program = await newProgram('Export pages');
      const rows = Array.from({ length: 4_500 }, (_, i) => `s${i},p,o`);
      await importCsv(['subject,predicate,object', ...rows].join('\n'), '', program.triples);
      const response = await tenant.client.get(`${program.triples}/export`);
      const records = parseCsv(response.rawPayload, { bom: true }) as string[][];
      expect(records).toHaveLength(4_501);
    }, 60_000);
  });

  describe('stage model', () => {
    const get = async (path: string) => {
      const response = await tenant.client.get(path);
      expect(response.statusCode, response.body).toBe(200);
      return stageModelAnswerSchema.strict().parse(response.json()) as StageModel;
    };

    it("answers the default model at version 0 for a program never saved: a signed-up tenant's neutral stages", async () => {
      const program = await newProgram('Default model');
      const model = await get(program.model);
      expect(model.version).toBe(0);
      expect(model.stages.map((s) => [s.label, s.colour])).toEqual(Object.entries(GENERAL_STAGE_COLORS));
      expect(model.stages.every((s) => s.enabled && s.examples.length > 0)).toBe(true);
      expect(model).toMatchObject({
        assistProvider: 'parlance',
        defaultMode: 'Visitor',
        lastModifiedBy: null,
      });
      expect((await get((await newProgram('Agent only', true)).model)).defaultMode).toBe('Agent');
      for (const colour of [...Object.values(STAGE_COLORS), ...Object.values(GENERAL_STAGE_COLORS)])
        expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    });

    it('saves in one transaction, bumps the version, audits, and answers 409 on a stale version', async () => {
      const program = await newProgram('Saving');
      const body = stageModelBody(0);
      body.stages.push({ label: 'Upsell', colour: '#1D5FA8', enabled: true, examples: [' a ', 'A', 'b'] });
      body.stages[0]!.enabled = false;
      body.order = ['Warm Greet Intro', 'upsell', 'SINCERE GOODBYE'];
      body.rules.push({
        id: 'upsell-last',
        kind: 'before',
        severity: 'info',
        stage: 'Agent Recommend',
        // biome-ignore lint/suspicious/noThenProperty: the rule's field in the API contract.
        then: 'UPSELL',
      });
      const first = await tenant.client.put(program.model, body);
      expect(first.statusCode, first.body).toBe(200);
      const saved = stageModelAnswerSchema.strict().parse(first.json());
      expect(saved.version).toBe(1);
      expect(saved.lastModifiedBy).toBe(tenant.input.login.toLowerCase());
      expect(saved.stages.at(-1)).toEqual({
        label: 'Upsell',
        colour: '#1d5fa8',
        enabled: true,
        examples: ['a', 'b'],
      });
      expect(saved.order).toEqual(['Warm Greet Intro', 'Upsell', 'Sincere Goodbye']);
      expect(saved.rules.at(-1)).toMatchObject({ stage: 'Agent Recommend', ['then' as string]: 'Upsell' });
      expect(await get(program.model)).toEqual(saved);
      const audit = await lastAuditEvent(test, tenantId, 'stage-model');
      expect(audit).toMatchObject({ action: 'update', entity_id: String(program.id), before_value: null });
      expect(JSON.parse(audit.after_value!)).toEqual(saved);

      const second = await tenant.client.put(program.model, { ...body, version: 1, defaultMode: 'Agent' });
      expect(second.json()).toMatchObject({ version: 2, defaultMode: 'Agent' });
      await unchanged(async () => {
        for (const version of [0, 1, 5]) {
          expectProblem(await tenant.client.put(program.model, { ...body, version }), 409, {
            errorKey: 'staleversion',
          });
        }
      });
    });

    it('answers Agent mode for a program made agent-only after its model was saved', async () => {
      const program = await newProgram('Later agent only');
      expect((await tenant.client.put(program.model, stageModelBody(0))).json()).toMatchObject({
        defaultMode: 'Visitor',
      });
      await test.db.kysely
        .updateTable('program')
        .set({ agent_only: 1 })
        .where('id', '=', program.id)
        .execute();
      expect(await get(program.model)).toMatchObject({ version: 1, defaultMode: 'Agent' });
    });

    it('lets Studio users read the program list their pages pick from', async () => {
      for (const permission of ['p-view_xlm_triples_ui', 'p-view_studio_settings', 'p-view_xlm_test_ui']) {
        const member = await signInWith(test, tenant.publicId, [permission]);
        expect((await member.client.get(`${base}/programs`)).statusCode).toBe(200);
        expect((await member.client.get(`${base}/programs/${programId}`)).statusCode).toBe(200);
        expectProblem(await member.client.post(`${base}/programs`, { name: 'No', channel: 'voice' }), 403);
      }
    });

    it('lets only one of two saves from the same version win', async () => {
      const program = await newProgram('Race');
      const [a, b] = await Promise.all([
        tenant.client.put(program.model, stageModelBody(0)),
        tenant.client.put(program.model, stageModelBody(0)),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((await get(program.model)).version).toBe(1);
    });

    it('refuses bad input with field errors and stores nothing', async () => {
      const program = await newProgram('Bad model');
      const agentOnly = await newProgram('Bad agent only', true);
      const cases: [(b: ReturnType<typeof stageModelBody>) => void, string, string?][] = [
        [
          (b) => {
            b.stages[3]!.examples.push('x'.repeat(301));
          },
          'stages[3].examples[4]',
        ],
        [
          (b) => {
            b.stages[3]!.examples = [...b.stages[3]!.examples, '  '];
          },
          'stages[3].examples[4]',
        ],
        [
          (b) => {
            b.stages[2]!.colour = '#ffff00';
          },
          'stages[2].colour',
        ],
        [
          (b) => {
            b.stages[2]!.colour = 'red';
          },
          'stages[2].colour',
        ],
        [
          (b) => {
            b.stages[1]!.label = 'not in anchor';
          },
          'stages[1].label',
        ],
        [
          (b) => {
            b.stages[1]!.label = 'x'.repeat(41);
          },
          'stages[1].label',
        ],
        [
          (b) => {
            b.stages[1]!.examples = Array.from({ length: 501 }, (_, i) => `e${i}`);
          },
          'stages[1].examples',
        ],
        [
          (b) => {
            b.order.push('Unknown stage');
          },
          'order[8]',
        ],
        [
          (b) => {
            b.order.push('Warm Greet Intro');
          },
          'order[8]',
        ],
        [
          (b) => {
            b.stages[1]!.enabled = false;
          },
          'order[0]',
        ],
        [
          (b) => {
            Object.assign(b.rules[0]!, { stage: 'Agent Qualify', ['then' as string]: 'Ghost' });
          },
          'rules[0].then',
        ],
        [
          (b) => {
            b.rules[1]!.stage = 'Ghost';
          },
          'rules[1].stage',
        ],
        [
          (b) => {
            b.rules[1]!.id = b.rules[0]!.id;
          },
          'rules[1].id',
        ],
        [
          (b) => {
            (b.rules[1] as { phrases: string[] }).phrases = [];
          },
          'rules[1].phrases',
        ],
        [
          (b) => {
            (b.rules[1] as { speaker: string }).speaker = 'Robot';
          },
          'rules[1].speaker',
        ],
        [
          (b) => {
            (b.rules[1] as { kind: string }).kind = 'after';
          },
          'rules[1].kind',
        ],
        [
          (b) => {
            (b as { assistProvider: string }).assistProvider = 'other';
          },
          'assistProvider',
        ],
        [
          (b) => {
            (b as { defaultMode: string }).defaultMode = 'Both';
          },
          'defaultMode',
        ],
        [
          (b) => {
            b.stages = [];
          },
          'stages',
        ],
        [
          (b) => {
            (b as { version: unknown }).version = 'one';
          },
          'version',
        ],
        [
          (b) => {
            b.defaultMode = 'Visitor';
          },
          'defaultMode',
          'agentOnly',
        ],
      ];
      await unchanged(async () => {
        for (const [change, field, which] of cases) {
          const body = stageModelBody(0, which === 'agentOnly');
          change(body);
          const response = await tenant.client.put(
            which === 'agentOnly' ? agentOnly.model : program.model,
            body,
          );
          expectProblem(response, 400);
          expect(fieldsOf(response), field).toContain(field);
        }
      });
      const ok = stageModelBody(0);
      ok.stages[1]!.examples = Array.from({ length: 500 }, (_, i) => `e${i}`).concat(['E1', 'e2']);
      const saved = await tenant.client.put(program.model, ok);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as StageModel).stages[1]!.examples).toHaveLength(500);
    });

    it('keeps each program its own model, and a deleted program takes its knowledge with it', async () => {
      const program = await newProgram('Deleted');
      await create({ subject: 's', predicate: 'p', object: 'o' }, program.triples);
      expect((await tenant.client.put(program.model, stageModelBody(0))).statusCode).toBe(200);
      const deleted = await tenant.client.delete(`${base}/programs/${program.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        await test.db.kysely.selectFrom('triple').select('id').where('program_id', '=', program.id).execute(),
      ).toEqual([]);
      expect(
        await test.db.kysely
          .selectFrom('stage_model')
          .select('id')
          .where('program_id', '=', program.id)
          .execute(),
      ).toEqual([]);
    });
  });

  it("seeds the demo tenant's programs with an insurance knowledge graph", async () => {
    const rows = await test.db.kysely
      .selectFrom('triple')
      .innerJoin('program', 'program.id', 'triple.program_id')
      .innerJoin('tenant', 'tenant.id', 'triple.tenant_id')
      .select(['program.name', 'triple.subject', 'triple.predicate', 'triple.object'])
      .where('tenant.public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .execute();
    const medicare = rows.filter((r) => r.name === 'Medicare Advantage');
    expect(medicare.length).toBeGreaterThan(30);
    expect(medicare).toContainEqual(
      expect.objectContaining({
        subject: 'Silver Advantage HMO',
        predicate: 'monthly premium',
        object: '$0',
      }),
    );
    expect(rows.filter((r) => r.name === 'Dental Insurance').length).toBeGreaterThan(10);
  });

  describe('chart palette', () => {
    it('answers the default palette to any signed-in user, and saves ten colours with audit', async () => {
      const reader = await signInWith(test, tenant.publicId, ['p-view_programs']);
      expect((await reader.client.get(`${base}/chart-palette`)).json()).toEqual({
        colours: [...CHART_PALETTE],
      });
      const colours = [...CHART_PALETTE].reverse().map((c) => c.toUpperCase());
      const put = await tenant.client.put(`${base}/chart-palette`, { colours });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ colours: colours.map((c) => c.toLowerCase()) });
      expect((await reader.client.get(`${base}/chart-palette`)).json()).toEqual(put.json());
      expect((await lastAuditEvent(test, tenantId, 'chart-palette')).action).toBe('update');
      await unchanged(async () => {
        for (const [body, field] of [
          [{ colours: colours.slice(1) }, 'colours'],
          [{ colours: [...colours.slice(1), 'blue'] }, 'colours[9]'],
          [{}, 'colours'],
        ] as const) {
          const response = await tenant.client.put(`${base}/chart-palette`, body);
          expectProblem(response, 400);
          expect(fieldsOf(response)).toContain(field);
        }
      });
    });
  });

  it('answers 403 without each permission', async () => {
    const program = await newProgram('Matrix');
    const triple = await create({ subject: 'm', predicate: 'p', object: 'o' }, program.triples);
    const t = program.triples;
    const tripleBody = { subject: 'm2', predicate: 'p', object: 'o' };
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples', path: t },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/stats', path: `${t}/stats` },
      {
        endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/graph',
        path: `${t}/graph?subject=m`,
      },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/export', path: `${t}/export` },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/triples/:id', path: `${t}/${triple.id}` },
      { endpoint: 'POST /:tenantPublicId/api/programs/:programId/triples', path: t, body: tripleBody },
      { endpoint: 'POST /:tenantPublicId/api/programs/:programId/triples/import', path: `${t}/import` },
      {
        endpoint: 'PUT /:tenantPublicId/api/programs/:programId/triples/:id',
        path: `${t}/${triple.id}`,
        body: tripleBody,
      },
      { endpoint: 'DELETE /:tenantPublicId/api/programs/:programId/triples/:id', path: `${t}/${triple.id}` },
      { endpoint: 'GET /:tenantPublicId/api/programs/:programId/stage-model', path: program.model },
      {
        endpoint: 'PUT /:tenantPublicId/api/programs/:programId/stage-model',
        path: program.model,
        body: stageModelBody(0),
      },
      {
        endpoint: 'PUT /:tenantPublicId/api/chart-palette',
        path: `${base}/chart-palette`,
        body: { colours: [...CHART_PALETTE] },
      },
    ]);
  }, 180_000);
});
