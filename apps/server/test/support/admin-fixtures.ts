import {
  ENDPOINT_ACCESS,
  type Endpoint,
  hasAnyAuthority,
  PERMISSION_NAMES,
  ROLES,
  STANDARD_ROLES,
} from '@parlance/shared';
import { expect } from 'vitest';
import { recordAudit } from '../../src/modules/audit/audit.repository.js';
import { findTenantByPublicId } from '../../src/modules/tenant/tenant.repository.js';
import type { TestClient } from './client.js';
import type { SeededRow, SignedUpTenant } from './isolation-case.js';
import { dataSnapshot, type TestApp, unique } from './test-app.js';
import { createUser } from './users.js';

/** Tables that reading may touch. */
export const VOLATILE = ['session', 'login_attempt'];

export const tenantIdOf = async (test: TestApp, publicId: number): Promise<number> => {
  const tenant = await findTenantByPublicId(test.db.kysely, publicId);
  if (!tenant) throw new Error(`no tenant ${publicId}`);
  return tenant.id;
};

/** The newest audit row of a tenant about an entity type. */
export const lastAuditEvent = (test: TestApp, tenantId: number, entityType: string) =>
  test.db.kysely
    .selectFrom('audit_event')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity_type', '=', entityType)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** A custom role written straight into the database. */
export const insertCustomRole = async (
  test: TestApp,
  tenantId: number,
  permissions: readonly string[],
  name = unique('ROLE_CUSTOM_').toUpperCase(),
) => {
  const role = await test.db.kysely
    .insertInto('role')
    .values({ tenant_id: tenantId, name, description: 'custom', standard: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await test.db.kysely
      .insertInto('role_permission')
      .values(permissions.map((permission) => ({ role_id: role.id, permission })))
      .execute();
  }
  return { id: role.id, name };
};

export interface Member {
  client: TestClient;
  userId: number;
  login: string;
  roleName?: string;
  roleId?: number;
}

/**
 * A signed-in user of the tenant holding exactly the given authorities: a custom role with the permissions,
 * plus any `ROLE_…` standard roles named among them.
 */
export const signInWith = async (test: TestApp, publicId: number, authorities: readonly string[]) => {
  const tenantId = await tenantIdOf(test, publicId);
  const permissions = authorities.filter((authority) => authority.startsWith('p-'));
  const standard = authorities.filter((authority) => authority.startsWith('ROLE_'));
  const custom = permissions.length > 0 ? await insertCustomRole(test, tenantId, permissions) : undefined;
  const user = await createUser(test, {
    tenantPublicId: publicId,
    roles: [...standard, ...(custom ? [custom.name] : [])],
  });
  const client = test.client();
  const login = await client.login(user.login, user.password);
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { client, userId: user.id, login: user.login, roleName: custom?.name, roleId: custom?.id } as Member;
};

export interface MatrixCase {
  endpoint: Endpoint;
  /** The path with the tenant and ids filled in. */
  path: string;
  body?: Record<string, unknown>;
}

/**
 * The authority matrix of some endpoints, read from the shared access table: a user holding every permission
 * but the allowed ones gets 403 (and changes nothing), so does a designer unless the table lets designers in, and
 * each allowed permission on its own gets past the guard.
 */
export const expectAuthorityMatrix = async (test: TestApp, publicId: number, cases: MatrixCase[]) => {
  const clients = new Map<string, TestClient>();
  const clientWith = async (authorities: readonly string[]) => {
    const key = [...authorities].sort().join(' ');
    let client = clients.get(key);
    if (!client) {
      client = (await signInWith(test, publicId, authorities)).client;
      clients.set(key, client);
    }
    return client;
  };
  for (const { endpoint, path, body } of cases) {
    const [method] = endpoint.split(' ') as [string];
    const access = ENDPOINT_ACCESS[endpoint];
    if (!Array.isArray(access)) throw new Error(`${endpoint} is not guarded by authorities`);
    const allowed = access as readonly string[];

    const denied = [
      await clientWith(PERMISSION_NAMES.filter((permission) => !allowed.includes(permission))),
      ...(hasAnyAuthority([ROLES.designer, ...STANDARD_ROLES.ROLE_DESIGNER], allowed)
        ? []
        : [await clientWith([ROLES.designer])]),
    ];
    for (const client of denied) {
      const before = await dataSnapshot(test.db);
      const response = await client.request(method, path, body);
      expect(response.statusCode, `${endpoint} without its permission`).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorKey: 'forbidden' });
      expect(await dataSnapshot(test.db)).toEqual(before);
    }
    for (const authority of allowed) {
      const response = await (await clientWith([authority])).request(method, path, body);
      expect([401, 403, 404], `${endpoint} with ${authority}: ${response.body}`).not.toContain(
        response.statusCode,
      );
    }
  }
};

/** A conversation of a program, as the simulator and the supervisor will write them. */
export const insertConversation = async (test: TestApp, tenantId: number, programId: number) =>
  test.db.kysely
    .insertInto('conversation')
    .values({
      tenant_id: tenantId,
      program_id: programId,
      engagement_id: `PLATFORM${Math.floor(Math.random() * 2 ** 32)}`,
      started_date: new Date().toISOString(),
      ended_date: null,
      agent_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Rows in a victim tenant, each carrying a unique marker text, for the tenant-isolation cases. */
const marker = (kind: string) => unique(`victim-${kind}-`);

const seedRole = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const text = marker('role');
  const role = await insertCustomRole(
    test,
    await tenantIdOf(test, victim.publicId),
    ['p-view_programs'],
    text.toUpperCase().replace(/-/g, '_'),
  );
  return { id: role.id, marker: role.name };
};

const seedProgram = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const text = marker('program');
  const now = new Date().toISOString();
  const row = await test.db.kysely
    .insertInto('program')
    .values({
      tenant_id: await tenantIdOf(test, victim.publicId),
      name: text,
      description: null,
      channel: 'voice',
      agent_only: 0,
      status: 'active',
      created_by: 'victim',
      created_date: now,
      last_modified_by: 'victim',
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: text };
};

const seedDepartment = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const text = marker('department');
  const row = await test.db.kysely
    .insertInto('department')
    .values({ tenant_id: await tenantIdOf(test, victim.publicId), name: text, description: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: text };
};

/** The row's id, not its client id: the attacker's own path then names no app of theirs (404). */
const seedClientApp = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const text = marker('app');
  const row = await test.db.kysely
    .insertInto('client_app')
    .values({
      tenant_id: await tenantIdOf(test, victim.publicId),
      client_id: 'supex',
      url: `https://${text}.example.com`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, marker: text };
};

const seedAuditEvent = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const text = marker('audit');
  await recordAudit(test.db.kysely, {
    tenantId: await tenantIdOf(test, victim.publicId),
    actor: victim.input.login.toLowerCase(),
    action: 'create',
    entityType: 'department',
    entityId: text,
    after: { name: text },
  });
  return { id: text, marker: text };
};

export const ADMIN_SEEDS = {
  role: seedRole,
  program: seedProgram,
  department: seedDepartment,
  clientApp: seedClientApp,
  auditEvent: seedAuditEvent,
};
