import type { UserStatus } from '@parlance/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_TENANT_PUBLIC_ID } from '../../src/demo/seed.js';
import { hashPassword } from '../../src/lib/crypto.js';
import { assignRoles } from '../../src/modules/roles/role.repository.js';
import { findTenantByPublicId } from '../../src/modules/tenant/tenant.repository.js';
import { insertUser } from '../../src/modules/users/user.repository.js';
import { type TestApp, unique } from './test-app.js';

export interface CreatedUser {
  id: number;
  tenantId: number;
  login: string;
  email: string;
  password: string;
}

/** A user written straight into the database (no admin screens exist yet), in the demo tenant by default. */
export const createUser = async (
  test: TestApp,
  options: { status?: UserStatus; tenantPublicId?: number; roles?: string[]; password?: string | null } = {},
): Promise<CreatedUser> => {
  const tenant = await findTenantByPublicId(test.db.kysely, options.tenantPublicId ?? DEMO_TENANT_PUBLIC_ID);
  if (!tenant) throw new Error('no such tenant');
  const login = unique('member');
  const email = `${login}@example.com`;
  const password = options.password === undefined ? 'member-password-1' : options.password;
  const id = await insertUser(test.db.kysely, {
    tenantId: tenant.id,
    login,
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    firstName: 'Mia',
    lastName: 'Member',
    status: options.status ?? 'ACTIVE',
    createdBy: 'test',
  });
  if (options.roles?.length) {
    const roles = await test.db.kysely
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('name', 'in', options.roles)
      .execute();
    await assignRoles(
      test.db.kysely,
      id,
      roles.map((role) => role.id),
    );
  }
  return { id, tenantId: tenant.id, login, email, password: password ?? '' };
};

export const setStatus = (test: TestApp, userId: number, status: UserStatus) =>
  test.db.kysely.updateTable('app_user').set({ status }).where('id', '=', userId).execute();

export const findUserRow = (test: TestApp, userId: number) =>
  test.db.kysely.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

/** Asserts a problem body: status, content type and the given fields. */
export const expectProblem = (response: LightMyRequestResponse, status: number, fields: object = {}) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const body = response.json();
  expect(body).toMatchObject({ status, ...fields });
  return body as { message: string; errorKey?: string; fieldErrors?: { field: string; message: string }[] };
};

/** The fields named by a problem body's field errors. */
export const fieldsOf = (response: LightMyRequestResponse): string[] =>
  ((response.json() as { fieldErrors?: { field: string }[] }).fieldErrors ?? []).map((error) => error.field);

/** Waits until `check` returns something truthy (for work the server does after answering). */
export const eventually = async <T>(check: () => Promise<T>, timeoutMs = 5000): Promise<NonNullable<T>> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
