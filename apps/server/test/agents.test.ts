import { adminUserSchema, MESSAGES, ROLES } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { resetLink, startSmtpServer } from './support/smtp.js';
import { dataSnapshot, signUpTenant, startTestApp, type TestApp, unique } from './support/test-app.js';
import { insertDepartment, insertMember, problem, signInAs } from './support/user-fixtures.js';

type Tenant = Awaited<ReturnType<typeof signUpTenant>>;

const newAgent = (overrides: Record<string, unknown> = {}) => {
  const login = unique('agent');
  return {
    login,
    email: `${login}@example.com`,
    firstName: 'Alex',
    lastName: 'Agent',
    roles: [],
    mode: 'invite',
    ...overrides,
  };
};

describe(`agents API (${engine})`, () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tenant: Tenant;
  let agents: string;
  let users: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await startTestApp({ SMTP_URL: smtp.url });
    tenant = await signUpTenant(test);
    agents = `/${tenant.publicId}/api/agents`;
    users = `/${tenant.publicId}/api/users`;
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  const auditActions = async (id: number) =>
    (
      await test.db.kysely
        .selectFrom('audit_event')
        .select('action')
        .where('entity_type', '=', 'user')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('creates agents with ROLE_XLM_AGENT whatever roles are asked for, with department and external code', async () => {
    const department = await insertDepartment(test, tenant.publicId);
    const input = newAgent({ departmentId: department, externalCode: 'A-42' });
    const response = await tenant.client.post(agents, input);
    expect(response.statusCode, response.body).toBe(201);
    const agent = adminUserSchema.parse(response.json());
    expect(response.headers.location).toBe(`${agents}/${agent.id}`);
    expect(agent).toMatchObject({
      roles: [ROLES.agent],
      status: 'INVITED',
      departmentId: department,
      externalCode: 'A-42',
      createdBy: tenant.input.login,
    });
    expect(resetLink(await smtp.waitFor(input.email))).toContain('create=1');

    const withRoles = await tenant.client.post(
      agents,
      newAgent({
        roles: [ROLES.supervisor, ROLES.agent],
        mode: 'temporaryPassword',
        temporaryPassword: 'agent-pass-1',
      }),
    );
    expect(withRoles.statusCode, withRoles.body).toBe(201);
    expect(withRoles.json()).toMatchObject({
      roles: [ROLES.supervisor, ROLES.agent],
      status: 'TEMP_PASSWORD',
    });
    expect(await auditActions(agent.id)).toEqual(['create']);
  });

  it('rejects bad input like the users collection does, changing nothing', async () => {
    const before = await dataSnapshot(test.db);
    for (const [body, field] of [
      [newAgent({ email: 'nope' }), 'email'],
      [newAgent({ roles: ['ROLE_NOPE'] }), 'roles'],
      [newAgent({ departmentId: 999_999 }), 'departmentId'],
      [newAgent({ mode: 'temporaryPassword', temporaryPassword: '1234567' }), 'temporaryPassword'],
      [newAgent({ login: tenant.input.login.toUpperCase() }), 'login'],
    ] as const) {
      expect(problem(await tenant.client.post(agents, body), 400).fieldErrors?.map((e) => e.field)).toContain(
        field,
      );
    }
    expect(await dataSnapshot(test.db)).toEqual(before);
  });

  it('lists only agents under /agents and everyone under /users, with the same parameters', async () => {
    const own = await signUpTenant(test, { tenantName: 'Agents only' });
    const department = await insertDepartment(test, own.publicId);
    for (let i = 0; i < 5; i++) {
      await insertMember(test, own.publicId, {
        roles: [ROLES.agent],
        departmentId: i < 2 ? department : null,
        externalCode: `AG-${i}`,
        status: i === 4 ? 'CONTROL_GROUP' : 'ACTIVE',
      });
    }
    await insertMember(test, own.publicId, { roles: [ROLES.designer], externalCode: 'AG-designer' });
    const count = async (path: string) => {
      const response = await own.client.get(`/${own.publicId}/api/${path}`);
      expect(response.statusCode, response.body).toBe(200);
      adminUserSchema.array().parse(response.json());
      return Number(response.headers['x-total-count']);
    };
    expect(await count('agents')).toBe(5);
    expect(await count('users')).toBe(7);
    expect(await count('agents?externalCode.startsWith=AG-')).toBe(5);
    expect(await count('users?externalCode.startsWith=AG-')).toBe(6);
    expect(await count(`agents?departmentId.equals=${department}`)).toBe(2);
    expect(await count('agents?status.equals=CONTROL_GROUP')).toBe(1);
    expect(await count(`agents?role.equals=${ROLES.designer}`)).toBe(0);
    problem(await own.client.get(`/${own.publicId}/api/agents?sort=externalCode,asc`), 400);
    const sorted = await own.client.get(`/${own.publicId}/api/agents?size=2&sort=lastName,desc`);
    expect(sorted.json()).toHaveLength(2);
    expect(sorted.headers.link).toContain(`/${own.publicId}/api/agents?size=2&sort=lastName%2Cdesc&page=1`);
  });

  it('finds an agent under /users too, but a non-agent is not found under /agents', async () => {
    const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
    const designer = await insertMember(test, tenant.publicId, { roles: [ROLES.designer] });
    expect((await tenant.client.get(`${agents}/${agent.id}`)).json()).toMatchObject({ id: agent.id });
    expect((await tenant.client.get(`${users}/${agent.id}`)).json()).toMatchObject({ id: agent.id });
    const before = await dataSnapshot(test.db);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { email: designer.email, firstName: 'D', lastName: 'D' }],
      ['POST', '/deactivate', undefined],
      ['POST', '/reactivate', undefined],
      ['POST', '/resend-invitation', undefined],
      ['POST', '/password-reset', undefined],
      ['POST', '/control-group', { controlGroup: true }],
    ] as const) {
      problem(await tenant.client.request(method, `${agents}/${designer.id}${suffix}`, body), 404);
    }
    expect(await dataSnapshot(test.db)).toEqual(before);
  });

  it('keeps ROLE_XLM_AGENT on edits under /agents; /users can take it away', async () => {
    const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent, ROLES.supervisor] });
    const edit = { email: agent.email, firstName: 'Ed', lastName: 'Ited', roles: [], externalCode: 'NEW' };
    const kept = await tenant.client.put(`${agents}/${agent.id}`, edit);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ roles: [ROLES.agent], externalCode: 'NEW' });
    const taken = await tenant.client.put(`${users}/${agent.id}`, edit);
    expect(taken.json()).toMatchObject({ roles: [] });
    problem(await tenant.client.get(`${agents}/${agent.id}`), 404);
    expect(await auditActions(agent.id)).toEqual(['update', 'update']);
  });

  it('puts an active agent in the control group and back', async () => {
    const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
    const path = `${agents}/${agent.id}/control-group`;
    const inGroup = await tenant.client.post(path, { controlGroup: true });
    expect(inGroup.statusCode, inGroup.body).toBe(200);
    expect(inGroup.json()).toMatchObject({
      status: 'CONTROL_GROUP',
      activated: true,
      lastModifiedBy: tenant.input.login,
    });
    // Control-group agents still sign in.
    const agentClient = await signInAs(test, agent);
    expect((await agentClient.get('/api/account')).json()).toMatchObject({ status: 'CONTROL_GROUP' });
    // Asking again changes nothing.
    expect((await tenant.client.post(path, { controlGroup: true })).json()).toMatchObject({
      status: 'CONTROL_GROUP',
    });
    const out = await tenant.client.post(path, { controlGroup: false });
    expect(out.json()).toMatchObject({ status: 'ACTIVE' });
    expect(await auditActions(agent.id)).toEqual(['status', 'status']);

    const others = [];
    for (const status of ['INVITED', 'DEACTIVATED', 'TEMP_PASSWORD'] as const) {
      others.push(await insertMember(test, tenant.publicId, { roles: [ROLES.agent], status }));
    }
    const before = await dataSnapshot(test.db);
    for (const body of [{}, { controlGroup: 'yes' }, { controlGroup: null }]) {
      expect(problem(await tenant.client.post(path, body), 400).fieldErrors?.[0]?.field).toBe('controlGroup');
    }
    problem(await tenant.client.post(path), 400);
    for (const other of others) {
      expect(
        problem(await tenant.client.post(`${agents}/${other.id}/control-group`, { controlGroup: true }), 400)
          .message,
      ).toBe(MESSAGES.controlGroupNotActive);
    }
    expect(await dataSnapshot(test.db)).toEqual(before);
  });

  it('deactivates a control-group agent, ending their sessions; reactivation makes them ACTIVE', async () => {
    const agent = await insertMember(test, tenant.publicId, {
      roles: [ROLES.agent],
      status: 'CONTROL_GROUP',
    });
    const agentClient = await signInAs(test, agent);
    expect((await tenant.client.post(`${agents}/${agent.id}/deactivate`)).json()).toMatchObject({
      status: 'DEACTIVATED',
    });
    expect((await agentClient.get('/api/account')).statusCode).toBe(401);
    expect((await tenant.client.post(`${agents}/${agent.id}/reactivate`)).json()).toMatchObject({
      status: 'ACTIVE',
    });
  });

  it('mails invitations and password resets to agents', async () => {
    const invited = await insertMember(test, tenant.publicId, {
      roles: [ROLES.agent],
      status: 'INVITED',
      password: null,
    });
    expect((await tenant.client.post(`${agents}/${invited.id}/resend-invitation`)).statusCode).toBe(204);
    expect(resetLink(await smtp.waitFor(invited.email))).toContain('create=1');
    problem(await tenant.client.post(`${agents}/${invited.id}/password-reset`), 400);

    const active = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
    expect((await tenant.client.post(`${agents}/${active.id}/password-reset`)).statusCode).toBe(204);
    expect(resetLink(await smtp.waitFor(active.email))).not.toContain('create=1');
    problem(await tenant.client.post(`${agents}/${active.id}/resend-invitation`), 400);
  });

  it('lets a supervisor read agents, and nothing more', async () => {
    const agent = await insertMember(test, tenant.publicId, { roles: [ROLES.agent] });
    const supervisor = await signInAs(
      test,
      await insertMember(test, tenant.publicId, { roles: [ROLES.supervisor] }),
    );
    expect((await supervisor.get(agents)).statusCode).toBe(200);
    expect((await supervisor.get(`${agents}/${agent.id}`)).statusCode).toBe(200);
    problem(await supervisor.post(agents, newAgent()), 403);
    problem(
      await supervisor.put(`${agents}/${agent.id}`, { email: agent.email, firstName: 'a', lastName: 'b' }),
      403,
    );
    problem(await supervisor.post(`${agents}/${agent.id}/control-group`, { controlGroup: true }), 403);
    problem(await supervisor.post(`${agents}/${agent.id}/deactivate`), 403);
  });
});
