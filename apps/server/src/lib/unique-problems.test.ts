import { describe, expect, it } from 'vitest';
import { uniqueViolationKey } from './db-errors.js';
import { uniqueViolationProblem } from './unique-problems.js';

const postgres = (table: string, detail: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', table, detail });
const sqlite = (message: string) => Object.assign(new Error(message), { code: 'SQLITE_CONSTRAINT_UNIQUE' });

describe('unique violations', () => {
  it('name their table and columns on both engines', () => {
    expect(uniqueViolationKey(postgres('app_user', 'Key (login)=(ada) already exists.'))).toBe(
      'app_user.login',
    );
    expect(uniqueViolationKey(postgres('role', 'Key (tenant_id, name)=(1, x) already exists.'))).toBe(
      'role.tenant_id,name',
    );
    expect(uniqueViolationKey(sqlite('UNIQUE constraint failed: app_user.email'))).toBe('app_user.email');
    expect(uniqueViolationKey(sqlite('UNIQUE constraint failed: role.tenant_id, role.name'))).toBe(
      'role.tenant_id,name',
    );
    expect(uniqueViolationKey(new Error('other'))).toBeUndefined();
  });

  it('answer what the check before the write answers, and 409 when no check is named', () => {
    expect(uniqueViolationProblem(sqlite('UNIQUE constraint failed: app_user.login'))).toMatchObject({
      status: 400,
      errorKey: 'userexists',
      fieldErrors: [{ field: 'login' }],
    });
    expect(uniqueViolationProblem(postgres('app_user', 'Key (email)=(a@b.c) already exists.'))).toMatchObject(
      {
        status: 400,
        errorKey: 'emailexists',
      },
    );
    expect(uniqueViolationProblem(sqlite('UNIQUE constraint failed: index ‘x’'))?.status).toBe(409);
    expect(uniqueViolationProblem(new Error('not unique'))).toBeUndefined();
  });
});
