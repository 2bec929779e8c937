import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, makeConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/demo/seed.js';
import { verifyPassword } from '../src/lib/crypto.js';
import { createTestDatabase, engine, type TestDatabase } from './support/database.js';
import { snapshot } from './support/test-app.js';

const configError = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:data/parlance.db',
      MAIL_FROM: 'Parlance <no-reply@parlance.local>',
      SESSION_LIFETIME: 8 * 3_600_000,
      LOGIN_LOCK_THRESHOLD: 5,
      LOGIN_LOCK_DURATION: 15 * 60_000,
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      LOG_LEVEL: 'warn',
      PRINCIPAL_CACHE: true,
      SEED: true,
      STATEMENT_TIMEOUT: 15_000,
      LONG_STATEMENT_TIMEOUT: 120_000,
      HEAP_DOWN_RATIO: 0.9,
    });
    expect(config.HEAP_LIMIT_MB).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.WEB_DIST).toBeUndefined();
  });

  it('treats empty variables as unset and ignores unknown ones', () => {
    const config = loadConfig({ PORT: '', SMTP_URL: '', PUBLIC_URL: '', SOMETHING_ELSE: 'x' });
    expect(config.PORT).toBe(8080);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).not.toHaveProperty('SOMETHING_ELSE');
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://user@db:5432/parlance',
      PUBLIC_URL: 'https://parlance.example.com',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SESSION_LIFETIME: '30m',
      LOGIN_LOCK_DURATION: '90',
      LOGIN_LOCK_THRESHOLD: '3',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      PRINCIPAL_CACHE: 'off',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://user@db:5432/parlance',
      PUBLIC_URL: 'https://parlance.example.com',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SESSION_LIFETIME: 1_800_000,
      LOGIN_LOCK_DURATION: 90_000,
      LOGIN_LOCK_THRESHOLD: 3,
      SEED: false,
      LOG_LEVEL: 'warn',
      PRINCIPAL_CACHE: false,
    });
    expect(loadConfig({ PRINCIPAL_CACHE: 'on' }).PRINCIPAL_CACHE).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ STATEMENT_TIMEOUT: '30s', LONG_STATEMENT_TIMEOUT: '5m' })).toMatchObject({
      STATEMENT_TIMEOUT: 30_000,
      LONG_STATEMENT_TIMEOUT: 300_000,
    });
    expect(loadConfig({ HEAP_LIMIT_MB: '1536', HEAP_DOWN_RATIO: '0.8' })).toMatchObject({
      HEAP_LIMIT_MB: 1536,
      HEAP_DOWN_RATIO: 0.8,
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).DATABASE_URL).toBe('sqlite::memory:');
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }).DATABASE_URL).toBe('postgresql://h/db');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
    for (const [text, ms] of [
      ['45s', 45_000],
      ['8h', 28_800_000],
      ['7d', 604_800_000],
      ['250ms', 250],
      ['60', 60_000],
    ] as const) {
      expect(loadConfig({ SESSION_LIFETIME: text }).SESSION_LIFETIME, text).toBe(ms);
    }
  });

  it.each([
    ['PORT', ['abc', '70000', '-1', '80.5']],
    ['DATABASE_URL', ['mysql://localhost/db', 'data/parlance.db', 'postgres:/x']],
    ['PUBLIC_URL', ['not a url', 'ftp://files.example.com', 'parlance.example.com']],
    ['SMTP_URL', ['http://mail.example.com', 'mail.example.com:25', 'smtp:mail']],
    ['SESSION_LIFETIME', ['8 hours', 'abc', '-5m', '1w', '0']],
    ['LOGIN_LOCK_THRESHOLD', ['0', 'five']],
    ['AUTH_RATE_LIMIT_PER_MINUTE', ['0', 'x']],
    ['LOG_LEVEL', ['verbose']],
    ['SEED', ['yes']],
    ['PRINCIPAL_CACHE', ['true', 'false', 'disabled', 'OFF']],
    ['ADMIN_PASSWORD', ['short']],
    ['STATEMENT_TIMEOUT', ['0', 'soon', '2h']],
    ['LONG_STATEMENT_TIMEOUT', ['0ms', '-1s']],
    ['HEAP_LIMIT_MB', ['32', '1.5', 'lots']],
    ['HEAP_DOWN_RATIO', ['0', '1.2', 'most']],
  ])('rejects a bad %s with a ConfigError naming it', (name, values) => {
    for (const value of values) {
      const error = configError({ [name]: value });
      expect(error.message, `${name}=${value}`).toContain(`${name}:`);
    }
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'x', SMTP_URL: 'nope', SESSION_LIFETIME: 'soon' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('SMTP_URL');
    expect(error.message).toContain('SESSION_LIFETIME');
    expect(error.message).not.toContain('DATABASE_URL');
  });
});

describe('the heap limit npm start gives the server', () => {
  it('is HEAP_LIMIT_MB when set, else 75 % of the memory there is, within 256 to 4096 MiB', async () => {
    // @ts-expect-error: a plain JavaScript module, without types.
    const { heapLimitMb } = (await import('../../../scripts/start.mjs')) as {
      heapLimitMb(env: Record<string, string>): number;
    };
    expect(heapLimitMb({ HEAP_LIMIT_MB: '1536' })).toBe(1536);
    const { totalmem } = await import('node:os');
    const fitted = heapLimitMb({});
    expect(fitted).toBeGreaterThanOrEqual(256);
    expect(fitted).toBeLessThanOrEqual(
      Math.min(4096, Math.max(256, Math.floor((totalmem() * 0.75) / 2 ** 20))),
    );
  });

  it("caps glibc's malloc arenas at two unless MALLOC_ARENA_MAX is set, and passes the rest on", async () => {
    // @ts-expect-error: a plain JavaScript module, without types.
    const { serverEnv } = (await import('../../../scripts/start.mjs')) as {
      serverEnv(env: Record<string, string>): Record<string, string>;
    };
    expect(serverEnv({ PORT: '8080' })).toEqual({ PORT: '8080', MALLOC_ARENA_MAX: '2' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
  });
});

describe(`seed (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  const permissions = () => database.db.kysely.selectFrom('permission').selectAll().orderBy('name').execute();

  it('creates the demo tenant once, returning a generated admin password only the first time', async () => {
    const first = await seed(database.db);
    expect(first.created).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{12,}$/);
    const admin = await database.db.kysely
      .selectFrom('app_user')
      .selectAll()
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(first.generatedAdminPassword!, admin.password_hash!)).toBe(true);

    const before = await snapshot(database.db);
    const perms = await permissions();
    expect(before.tenant).toHaveLength(1);
    expect(before.role).toHaveLength(4);
    expect(before.program).toHaveLength(2);

    const second = await seed(database.db);
    expect(second).toEqual({ created: false });
    const third = await seed(database.db, 'another-admin-password');
    expect(third).toEqual({ created: false });
    expect(await snapshot(database.db)).toEqual(before);
    expect(await permissions()).toEqual(perms);
  });

  it('restores a missing standard role of an existing tenant and nothing else', async () => {
    const k = database.db.kysely;
    const roleNames = async () =>
      (await k.selectFrom('role').select('name').orderBy('name').execute()).map((row) => row.name);
    const grants = async () =>
      (await k.selectFrom('role_permission').select('permission').execute())
        .map((row) => row.permission)
        .sort();
    const before = await snapshot(database.db, ['role', 'role_permission']);
    const names = await roleNames();
    const granted = await grants();
    const designer = await k
      .selectFrom('role')
      .select('id')
      .where('name', '=', 'ROLE_DESIGNER')
      .executeTakeFirstOrThrow();
    await k.deleteFrom('role_permission').where('role_id', '=', designer.id).execute();
    await k.deleteFrom('role').where('id', '=', designer.id).execute();
    expect(await seed(database.db)).toEqual({ created: false });
    expect(await roleNames()).toEqual(names);
    expect(await grants()).toEqual(granted);
    expect(await snapshot(database.db, ['role', 'role_permission'])).toEqual(before);
  });

  it('gives the standard roles of existing tenants the permissions they lack', async () => {
    const k = database.db.kysely;
    const admins = await k.selectFrom('role').select('id').where('name', '=', 'ROLE_ADMIN').execute();
    const adminIds = admins.map((role) => role.id);
    await k
      .deleteFrom('role_permission')
      .where('role_id', 'in', adminIds)
      .where('permission', '=', 'p-view_audit_log')
      .execute();
    await seed(database.db);
    const restored = await k
      .selectFrom('role_permission')
      .select('role_id')
      .where('role_id', 'in', adminIds)
      .where('permission', '=', 'p-view_audit_log')
      .execute();
    expect(restored.map((row) => row.role_id).sort()).toEqual([...adminIds].sort());
  });

  it('does not return a password when ADMIN_PASSWORD is given, and uses it', async () => {
    const other = await createTestDatabase();
    try {
      await migrateToLatest(other.db);
      const result = await seed(other.db, 'given-admin-password');
      expect(result).toEqual({ created: true });
      const admin = await other.db.kysely
        .selectFrom('app_user')
        .select('password_hash')
        .where('login', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(await verifyPassword('given-admin-password', admin.password_hash!)).toBe(true);
    } finally {
      await other.drop();
    }
  });

  it('runs at every start of the app: the second start on the same database creates nothing', async () => {
    const other = await createTestDatabase();
    try {
      const config = makeConfig({ DATABASE_URL: other.url, LOG_LEVEL: 'silent' });
      const first = await buildApp(config, { db: other.db });
      expect(first.seedResult?.created).toBe(true);
      expect(first.seedResult?.generatedAdminPassword).toBeTruthy();
      await first.close();
      const before = await snapshot(other.db);
      const second = await buildApp(config, { db: other.db });
      expect(second.seedResult).toEqual({ created: false });
      await second.close();
      expect(await snapshot(other.db)).toEqual(before);

      const unseeded = await createTestDatabase();
      const app = await buildApp(
        makeConfig({ DATABASE_URL: unseeded.url, LOG_LEVEL: 'silent', SEED: 'false' }),
        {
          db: unseeded.db,
        },
      );
      expect(app.seedResult).toBeUndefined();
      expect(await unseeded.db.kysely.selectFrom('tenant').selectAll().execute()).toEqual([]);
      await app.close();
      await unseeded.drop();
    } finally {
      await other.drop();
    }
  });
});
