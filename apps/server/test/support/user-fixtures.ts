import type { UserStatus } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../src/lib/crypto.js';
import { insertUser } from '../../src/modules/users/user.repository.js';
import type { SeededRow, SignedUpTenant } from './isolation-case.js';
import { type TestApp, unique } from './test-app.js';

export const tenantIdOf = async (test: TestApp, publicId: number) =>
  (
    await test.db.kysely
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow()
  ).id;

export interface Member {
  id: number;
  login: string;
  email: string;
  password: string;
}

/** A user written straight into a tenant's tables, with the named roles of that tenant. */
export const insertMember = async (
  test: TestApp,
  publicId: number,
  options: {
    roles?: string[];
    status?: UserStatus;
    password?: string | null;
    firstName?: string;
    lastName?: string;
    externalCode?: string | null;
    departmentId?: number | null;
  } = {},
): Promise<Member> => {
  const tenantId = await tenantIdOf(test, publicId);
  const login = unique('member');
  const email = `${login}@example.com`;
  const password = options.password === undefined ? 'member-password-1' : options.password;
  const id = await insertUser(test.db.kysely, {
    tenantId,
    login,
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    firstName: options.firstName ?? 'Mia',
    lastName: options.lastName ?? 'Member',
    status: options.status ?? 'ACTIVE',
    externalCode: options.externalCode ?? null,
    departmentId: options.departmentId ?? null,
    createdBy: 'test',
  });
  if (options.roles?.length) {
    const roles = await test.db.kysely
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', 'in', options.roles)
      .execute();
    expect(roles.length, 'every role exists').toBe(options.roles.length);
    await test.db.kysely
      .insertInto('user_role')
      .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
      .execute();
  }
  return { id, login, email, password: password ?? '' };
};

/** A custom role with the given permissions, straight into the tables. */
export const insertRole = async (test: TestApp, publicId: number, name: string, permissions: string[]) => {
  const role = await test.db.kysely
    .insertInto('role')
    .values({ tenant_id: await tenantIdOf(test, publicId), name, description: null, standard: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await test.db.kysely
      .insertInto('role_permission')
      .values(permissions.map((permission) => ({ role_id: role.id, permission })))
      .execute();
  }
  return role.id;
};

export const insertDepartment = async (test: TestApp, publicId: number, name = unique('Department ')) =>
  (
    await test.db.kysely
      .insertInto('department')
      .values({ tenant_id: await tenantIdOf(test, publicId), name, description: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A client signed in as `member`. */
export const signInAs = async (test: TestApp, member: Member) => {
  const client = test.client();
  const response = await client.login(member.login, member.password);
  expect(response.statusCode, response.body).toBe(200);
  return client;
};

/** Asserts a problem answer and returns its body. */
export const problem = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  return response.json() as {
    message: string;
    errorKey?: string;
    fieldErrors?: { field: string; message: string }[];
  };
};

/** Isolation seed: a user (or agent) of the victim's tenant whose names carry the marker. */
export const seedVictimUser =
  (options: { agent?: boolean; status?: UserStatus } = {}) =>
  async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
    const marker = unique('Victimmarker');
    const member = await insertMember(test, victim.publicId, {
      roles: options.agent ? ['ROLE_XLM_AGENT'] : ['ROLE_DESIGNER'],
      status: options.status ?? 'ACTIVE',
      password: options.status === 'INVITED' ? null : undefined,
      firstName: marker,
      externalCode: marker,
    });
    return { id: member.id, marker };
  };
