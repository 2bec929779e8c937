import { type Program, programDeleteResultSchema, programSchema } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAuthorityMatrix,
  insertConversation,
  lastAuditEvent,
  tenantIdOf,
  VOLATILE,
} from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { signUpTenant, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

const names = (response: { json(): unknown }) =>
  (response.json() as Program[]).map((program) => program.name);

describe(`programs (${engine})`, () => {
  let test: TestApp;
  let tenant: Tenant;
  let tenantId: number;
  let base: string;
  const create = async (body: Record<string, unknown>) => {
    const response = await tenant.client.post(`${base}/programs`, body);
    expect(response.statusCode, response.body).toBe(201);
    return programSchema.strict().parse(response.json());
  };
  const lastAudit = () => lastAuditEvent(test, tenantId, 'program');

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    tenantId = await tenantIdOf(test, tenant.publicId);
    base = `/${tenant.publicId}/api`;
  });
  afterAll(() => test.close());

  describe('POST programs', () => {
    it('creates a program, active by default, records it, and answers 201', async () => {
      const program = await create({ name: '  Home Insurance ', description: 'Inbound', channel: 'voice' });
      expect(program).toMatchObject({
        name: 'Home Insurance',
        description: 'Inbound',
        channel: 'voice',
        agentOnly: false,
        status: 'active',
        hasConversations: false,
        createdBy: tenant.input.login.toLowerCase(),
        lastModifiedBy: tenant.input.login.toLowerCase(),
      });
      expect(program.createdDate).toBe(program.lastModifiedDate);
      expect((await tenant.client.get(`${base}/programs/${program.id}`)).json()).toEqual(program);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'create', entity_id: String(program.id), before_value: null });
      expect(JSON.parse(audit.after_value!)).toEqual(program);
    });

    it('takes agentOnly, chat and an archived status', async () => {
      const program = await create({
        name: 'Chat only',
        channel: 'chat',
        agentOnly: true,
        status: 'archived',
      });
      expect(program).toMatchObject({
        channel: 'chat',
        agentOnly: true,
        status: 'archived',
        description: null,
      });
    });

    it.each([
      [{ channel: 'voice' }, ['name']],
      [{ name: '  ', channel: 'voice' }, ['name']],
      [{ name: 'n'.repeat(101), channel: 'voice' }, ['name']],
      [{ name: 'Okay', channel: 'voice', description: 'd'.repeat(1001) }, ['description']],
      [{ name: 'Okay' }, ['channel']],
      [{ name: 'Okay', channel: 'video' }, ['channel']],
      [{ name: 'Okay', channel: 'voice', agentOnly: 'yes' }, ['agentOnly']],
      [{ name: 'Okay', channel: 'voice', status: 'deleted' }, ['status']],
    ])('answers 400 with field errors and changes nothing: %j', async (body, fields) => {
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.post(`${base}/programs`, body);
      expectProblem(response, 400, { errorKey: 'error.validation' });
      expect(fieldsOf(response)).toEqual(fields);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 on the name for a name the tenant has, whatever its case', async () => {
      await create({ name: 'Pet Cover', channel: 'chat' });
      const before = await snapshot(test.db, VOLATILE);
      const response = await tenant.client.post(`${base}/programs`, { name: 'PET cover', channel: 'voice' });
      expectProblem(response, 400, { message: 'A program with this name already exists.' });
      expect(fieldsOf(response)).toEqual(['name']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400, never 500, to the losers of a race for one name', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          tenant.client.post(`${base}/programs`, { name: 'Race', channel: 'voice' }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
      for (const response of responses.filter((r) => r.statusCode === 400))
        expect(fieldsOf(response)).toEqual(['name']);
    });

    it('lets another tenant use the same name', async () => {
      const other = await signUpTenant(test);
      await create({ name: 'Everyone has one', channel: 'voice' });
      const response = await other.client.post(`/${other.publicId}/api/programs`, {
        name: 'Everyone has one',
        channel: 'voice',
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('GET programs', () => {
    let lister: Tenant;
    let path: string;
    beforeAll(async () => {
      lister = await signUpTenant(test);
      path = `/${lister.publicId}/api/programs`;
      for (const body of [
        { name: 'Alpha', channel: 'voice' },
        { name: 'Bravo', channel: 'chat', agentOnly: true },
        { name: 'Charlie', channel: 'voice', status: 'archived' },
        { name: 'Delta', channel: 'chat' },
      ]) {
        expect((await lister.client.post(path, body)).statusCode).toBe(201);
      }
    });

    it('lists with pagination headers, by name by default', async () => {
      const response = await lister.client.get(`${path}?size=3`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('4');
      expect(response.headers.link).toContain('rel="next"');
      expect(programSchema.strict().array().parse(response.json())).toHaveLength(3);
      const second = await lister.client.get(`${path}?size=3&page=1`);
      expect(second.json()).toHaveLength(1);
    });

    it.each([
      ['sort=channel,asc&sort=name,desc', ['Delta', 'Bravo', 'Charlie', 'Alpha']],
      ['sort=status,desc&sort=name,asc', ['Charlie']],
      ['name.contains=ar', ['Charlie']],
      ['name.startsWith=b', ['Bravo']],
      ['channel.equals=chat', ['Bravo', 'Delta']],
      ['channel.in=chat,voice&status.equals=active', ['Alpha', 'Bravo', 'Delta']],
      ['status.equals=archived', ['Charlie']],
      ['agentOnly.equals=true', ['Bravo']],
      ['createdDate.dateAfter=2000-01-01T00:00:00.000Z&name.equals=alpha', ['Alpha']],
      ['createdDate.dateBefore=2000-01-01T00:00:00.000Z', []],
    ])('sorts and filters: %s', async (params, expected) => {
      const response = await lister.client.get(`${path}?${params}`);
      expect(response.statusCode, response.body).toBe(200);
      if (params.startsWith('sort=status')) expect(names(response)[0]).toBe(expected[0]);
      else if (params.startsWith('sort=')) expect(names(response)).toEqual(expected);
      else expect(names(response).sort()).toEqual([...expected].sort());
    });

    it("filters by today's creation date", async () => {
      const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
      const response = await lister.client.get(`${path}?createdDate.dateIs=${today}`);
      expect(response.headers['x-total-count']).toBe('4');
    });

    it.each([
      'sort=description,asc',
      'sort=name,sideways',
      'channel.equals=video',
      'status.in=active,gone',
      'agentOnly.equals=1',
      'createdDate.dateIs=yesterday',
      'name.gt=a',
      'description.contains=x',
      'size=0',
      'page=x',
    ])('answers 400 to bad list parameters: %s', async (params) => {
      expectProblem(await lister.client.get(`${path}?${params}`), 400, { errorKey: 'error.listquery' });
    });
  });

  describe('GET programs/:id', () => {
    it("answers 404 for unknown ids, ids that are not numbers and another tenant's programs", async () => {
      const other = await signUpTenant(test);
      const foreign = (
        await other.client.post(`/${other.publicId}/api/programs`, { name: 'Foreign', channel: 'voice' })
      ).json();
      for (const id of ['999999', 'abc', '1.5', String(foreign.id)]) {
        expectProblem(await tenant.client.get(`${base}/programs/${id}`), 404);
      }
    });
  });

  describe('PUT programs/:id', () => {
    it('replaces the fields and records before and after', async () => {
      const program = await create({ name: 'Travel', channel: 'voice' });
      const response = await tenant.client.put(`${base}/programs/${program.id}`, {
        name: 'Travel Plus',
        description: 'Now with chat',
        channel: 'chat',
        agentOnly: true,
        status: 'active',
      });
      expect(response.statusCode, response.body).toBe(200);
      const updated = programSchema.strict().parse(response.json());
      expect(updated).toMatchObject({
        id: program.id,
        name: 'Travel Plus',
        description: 'Now with chat',
        channel: 'chat',
        agentOnly: true,
        createdDate: program.createdDate,
      });
      const audit = await lastAudit();
      expect(audit.action).toBe('update');
      expect(JSON.parse(audit.before_value!)).toEqual(program);
      expect(JSON.parse(audit.after_value!)).toEqual(updated);
    });

    it('keeps its own name in another case, refuses another program’s', async () => {
      const a = await create({ name: 'Case A', channel: 'voice' });
      await create({ name: 'Case B', channel: 'voice' });
      const same = await tenant.client.put(`${base}/programs/${a.id}`, {
        name: 'CASE A',
        channel: 'voice',
        status: 'active',
      });
      expect(same.statusCode).toBe(200);
      const before = await snapshot(test.db, VOLATILE);
      const taken = await tenant.client.put(`${base}/programs/${a.id}`, {
        name: 'case b',
        channel: 'voice',
        status: 'active',
      });
      expectProblem(taken, 400);
      expect(fieldsOf(taken)).toEqual(['name']);
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);
    });

    it('answers 400 with field errors for a bad body (the status is required) and changes nothing', async () => {
      const program = await create({ name: 'Strict', channel: 'voice' });
      for (const [body, fields] of [
        [{ name: 'Strict', channel: 'voice' }, ['status']],
        [{ name: '', channel: 'voice', status: 'active' }, ['name']],
        [{ name: 'Strict', channel: 'fax', status: 'active' }, ['channel']],
        [{ name: 'Strict', channel: 'voice', status: 'paused' }, ['status']],
      ] as const) {
        const before = await snapshot(test.db, VOLATILE);
        const response = await tenant.client.put(`${base}/programs/${program.id}`, body);
        expectProblem(response, 400);
        expect(fieldsOf(response)).toEqual(fields);
        expect(await snapshot(test.db, VOLATILE)).toEqual(before);
      }
    });

    it('answers 404 for an unknown program', async () => {
      expectProblem(
        await tenant.client.put(`${base}/programs/999999`, { name: 'x', channel: 'voice', status: 'active' }),
        404,
      );
    });
  });

  describe('DELETE programs/:id', () => {
    it('deletes a program without conversations: 200 {archived: false}', async () => {
      const program = await create({ name: 'Gone soon', channel: 'voice' });
      const response = await tenant.client.delete(`${base}/programs/${program.id}`);
      expect(response.statusCode).toBe(200);
      expect(programDeleteResultSchema.strict().parse(response.json())).toEqual({ archived: false });
      expectProblem(await tenant.client.get(`${base}/programs/${program.id}`), 404);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'delete', entity_id: String(program.id), after_value: null });
      expect(JSON.parse(audit.before_value!)).toEqual(program);
    });

    it('archives a program with conversations instead: 200 {archived: true}, and it can be restored', async () => {
      const program = await create({ name: 'Has history', channel: 'voice' });
      await insertConversation(test, tenantId, program.id);
      const listed = (await tenant.client.get(`${base}/programs/${program.id}`)).json();
      expect(listed.hasConversations).toBe(true);

      const response = await tenant.client.delete(`${base}/programs/${program.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ archived: true });
      const archived = (await tenant.client.get(`${base}/programs/${program.id}`)).json();
      expect(archived).toMatchObject({ status: 'archived', hasConversations: true });
      const audit = await lastAudit();
      expect(audit.action).toBe('archive');
      expect(JSON.parse(audit.before_value!)).toMatchObject({ status: 'active' });
      expect(JSON.parse(audit.after_value!)).toMatchObject({ status: 'archived' });

      // Deleting it again changes nothing.
      const before = await snapshot(test.db, VOLATILE);
      expect((await tenant.client.delete(`${base}/programs/${program.id}`)).json()).toEqual({
        archived: true,
      });
      expect(await snapshot(test.db, VOLATILE)).toEqual(before);

      const restored = await tenant.client.put(`${base}/programs/${program.id}`, {
        name: 'Has history',
        channel: 'voice',
        status: 'active',
      });
      expect(restored.json()).toMatchObject({ status: 'active' });
      expect(
        await test.db.kysely
          .selectFrom('conversation')
          .select('id')
          .where('program_id', '=', program.id)
          .execute(),
      ).toHaveLength(1);
    });

    it('answers 404 for an unknown program', async () => {
      expectProblem(await tenant.client.delete(`${base}/programs/999999`), 404);
    });
  });

  it('answers 401 without a session', async () => {
    expectProblem(await test.client().get(`${base}/programs`), 401);
  });

  it('enforces the authority matrix', async () => {
    const program = await create({ name: 'Matrix', channel: 'voice' });
    const body = { name: 'Matrix', channel: 'voice', status: 'active' };
    await expectAuthorityMatrix(test, tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/programs', path: `${base}/programs` },
      { endpoint: 'GET /:tenantPublicId/api/programs/:id', path: `${base}/programs/${program.id}` },
      {
        endpoint: 'POST /:tenantPublicId/api/programs',
        path: `${base}/programs`,
        body: { name: 'Matrix created', channel: 'chat' },
      },
      { endpoint: 'PUT /:tenantPublicId/api/programs/:id', path: `${base}/programs/${program.id}`, body },
      { endpoint: 'DELETE /:tenantPublicId/api/programs/:id', path: `${base}/programs/${program.id}` },
    ]);
  });
});
