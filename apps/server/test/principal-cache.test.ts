import { SESSION_COOKIE } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { makeConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { PRINCIPAL_ANNOUNCE_TIMEOUT_MS, PRINCIPAL_LISTENER_NAME } from '../src/plugins/principal-cache.js';
import { insertCustomRole, tenantIdOf } from './support/admin-fixtures.js';
import { TestClient } from './support/client.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';
import { createUser } from './support/users.js';

const base = `/${DEMO_TENANT_PUBLIC_ID}/api`;

const account = async (client: TestClient) => {
  const response = await client.get('/api/account');
  const body = response.json() as { authorities?: string[]; firstName?: string };
  return { status: response.statusCode, authorities: body.authorities, firstName: body.firstName };
};

/**
 * The principal cache: a signed-in request whose principal was read just before reads nothing, and every change
 * made through the API that alters a principal applies at the very next request all the same. On PostgreSQL, a
 * second app on the same database has heard of a change made through the first before the first answers; with
 * `PRINCIPAL_CACHE=off` nothing is kept.
 */
describe(`principal cache (${engine})`, () => {
  let test: TestApp;
  let counting = false;
  let queries: string[] = [];
  let admin: TestClient;

  /** Another app on the same database (or the same SQLite connection). */
  const open = async (db: Db, config: Record<string, string> = {}) => {
    const app = await buildApp(
      // Many sign-ins from one address.
      makeConfig({
        DATABASE_URL: test.url,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ...config,
      }),
      { db },
    );
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    // No fold timer: its statements would be counted with a request's.
    test = await startTestApp(
      { REPORT_FOLD_EVERY: '0' },
      {
        log: (event) => {
          if (counting && event.level === 'query') queries.push(event.query.sql);
        },
      },
    );
    admin = test.client();
    expect((await admin.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await test.close();
  });

  const member = async (app: FastifyInstance = test.app) => {
    const tenantId = await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID);
    const role = await insertCustomRole(test, tenantId, ['p-view_programs', 'p-view_user_accounts']);
    const user = await createUser(test, { roles: [role.name] });
    const client = new TestClient(app);
    expect((await client.login(user.login, user.password)).statusCode).toBe(200);
    return { client, user, role };
  };
  /**
   * Reads the account until an answer comes from the cache (it read nothing), and returns that answer. On
   * PostgreSQL the notifications of the sign-in's own writes may still end the first entry.
   */
  const cached = async (client: TestClient) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      queries = [];
      counting = true;
      const answer = await account(client);
      counting = false;
      if (attempt > 0 && queries.length === 0) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the principal was never taken from the cache');
  };

  it('reads nothing for a principal read just before, and reads again once a write has been made', async () => {
    const { client } = await member();
    expect((await cached(client)).status).toBe(200);
    // Any write to the tables a principal is read from ends the entries.
    await test.db.kysely
      .updateTable('tenant')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('public_id', '=', DEMO_TENANT_PUBLIC_ID)
      .execute();
    queries = [];
    counting = true;
    expect((await account(client)).status).toBe(200);
    counting = false;
    expect(queries).toHaveLength(1);
  });

  it('keeps nothing while its listening connection is lost, and caches again once it listens', async () => {
    if (engine !== 'postgres') return;
    const { client } = await member();
    expect((await cached(client)).status).toBe(200);
    const listeners = async () =>
      (
        await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${PRINCIPAL_LISTENER_NAME}`.execute(
          test.db.kysely,
        )
      ).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before.length).toBeGreaterThan(0);
    const warn = vi.spyOn(test.app.log, 'warn');
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${PRINCIPAL_LISTENER_NAME}`.execute(
        test.db.kysely,
      );
      // Once the app knows the connection is lost (it says so), and before it is open again (250 ms later):
      // nothing was written, yet the entry is gone, and the request reads its principal again.
      const lostSaid = () =>
        warn.mock.calls.some((call) => String(call[1]).startsWith('principal cache listener lost'));
      for (let attempt = 0; attempt < 200 && !lostSaid(); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(lostSaid()).toBe(true);
    } finally {
      warn.mockRestore();
    }
    queries = [];
    counting = true;
    expect((await account(client)).status).toBe(200);
    counting = false;
    expect(queries.length).toBeGreaterThan(0);
    // Opened again, under a new backend process, after which principals are kept again.
    for (let attempt = 0; attempt < 100; attempt++) {
      const now = await listeners();
      if (now.length > 0 && now.every((pid) => !before.includes(pid))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await listeners()).some((pid) => !before.includes(pid))).toBe(true);
    expect((await cached(client)).status).toBe(200);
  });

  it('ends at a logout', async () => {
    const { client } = await member();
    const other = await member();
    await cached(client);
    await cached(other.client);
    expect((await client.post('/api/logout')).statusCode).toBeLessThan(300);
    expect((await account(client)).status).toBe(401);
    expect((await account(other.client)).status).toBe(200);
  });

  it('ends at a deactivation', async () => {
    const { client, user } = await member();
    await cached(client);
    expect((await admin.post(`${base}/users/${user.id}/deactivate`)).statusCode).toBe(200);
    expect((await account(client)).status).toBe(401);
  });

  it('ends at a change of the user (name, roles)', async () => {
    const { client, user } = await member();
    expect((await cached(client)).authorities).toContain('p-view_programs');
    const update = (roles: string[]) =>
      admin.put(`${base}/users/${user.id}`, {
        email: user.email,
        firstName: 'Renamed',
        lastName: 'Member',
        roles,
      });
    expect((await update(['ROLE_XLM_AGENT'])).statusCode).toBe(200);
    const after = await account(client);
    expect(after.firstName).toBe('Renamed');
    expect(after.authorities).toContain('ROLE_XLM_AGENT');
    expect(after.authorities).not.toContain('p-view_programs');
    await cached(client);
    expect((await update([])).statusCode).toBe(200);
    expect((await account(client)).authorities).toEqual([]);
  });

  it("ends at a change of a role's permissions, and at the role's deletion", async () => {
    const { client, role } = await member();
    expect((await cached(client)).authorities).toContain('p-view_programs');
    const changed = await admin.put(`${base}/roles/${role.id}`, {
      name: role.name,
      description: 'changed',
      permissions: ['p-view_user_accounts'],
    });
    expect(changed.statusCode).toBe(200);
    const after = await account(client);
    expect(after.authorities).not.toContain('p-view_programs');
    expect(after.authorities).toContain('p-view_user_accounts');
    await cached(client);
    // A role still given to users cannot be deleted through the API: take it from the user first.
    await test.db.kysely.deleteFrom('user_role').where('role_id', '=', role.id).execute();
    await cached(client);
    const deleted = await admin.delete(`${base}/roles/${role.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await account(client)).authorities).toEqual([]);
  });

  it('ends at a role deletion that takes the role from its users', async () => {
    const { client, role } = await member();
    expect((await cached(client)).authorities).toContain(role.name);
    await test.db.kysely.deleteFrom('role').where('id', '=', role.id).execute();
    expect((await account(client)).authorities).toEqual([]);
  });

  it("ends the user's other sessions at a password change", async () => {
    const { client, user } = await member();
    const second = new TestClient(test.app);
    await second.login(user.login, user.password);
    await cached(client);
    await cached(second);
    const changed = await client.post('/api/account/change-password', {
      currentPassword: user.password,
      newPassword: 'a-new-password-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await account(second)).status).toBe(401);
    expect((await account(client)).status).toBe(200);
  });

  it('ends at sign-in, which replaces the session the browser had', async () => {
    const { client, user } = await member();
    const old = client.sessionId;
    await cached(client);
    await client.login(user.login, user.password);
    expect(client.sessionId).not.toBe(old);
    const stale = new TestClient(test.app);
    stale.cookies.set(SESSION_COOKIE, old ?? '');
    expect((await account(stale)).status).toBe(401);
  });

  it('ends when the session expires, without any write', async () => {
    const app = await open(test.db, { SESSION_LIFETIME: '1500ms', SEED: 'false' });
    try {
      const { client } = await member(app);
      await cached(client);
      // Real time: the session's 1.5 s must pass after its last request (no write may tell the cache). The wait is a
      // minimum, which a slow machine only lengthens.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await account(client)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  describe.runIf(engine === 'postgres')('across two apps on one database', () => {
    let second: FastifyInstance;
    let secondDb: Db;
    let secondQueries = 0;

    beforeAll(async () => {
      secondDb = openDatabase(test.url, {
        log: (event) => {
          if (event.level === 'query') secondQueries++;
        },
      });
      second = await open(secondDb, { SEED: 'false' });
    });
    afterAll(async () => {
      await second.close();
      await secondDb.close();
    });

    /** The client's session, on the second app. */
    const onSecond = (client: TestClient) => {
      const there = new TestClient(second);
      there.cookies.set(SESSION_COOKIE, client.sessionId ?? '');
      return there;
    };
    /** Reads on the second app until `done` (the notification's way), for at most ten seconds (a busy machine). */
    const eventually = async (
      client: TestClient,
      done: (answer: Awaited<ReturnType<typeof account>>) => boolean,
    ) => {
      const until = Date.now() + 10_000;
      for (;;) {
        const answer = await account(client);
        if (done(answer) || Date.now() > until) return answer;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const cachedOnSecond = async (client: TestClient) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        secondQueries = 0;
        const answer = await account(client);
        if (attempt > 0 && secondQueries === 0) return answer;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the principal was never taken from the cache');
    };

    /**
     * Rounds of a change answered by the first app, each followed at once by a request to the second, whose entry
     * was cached just before: the first answers only once every listening app has confirmed the change, so the
     * second has ended its entry. Without that barrier, the second serves its stale entry within the first rounds.
     */
    const ROUNDS = 10;

    it('ends on the second app, at its very next request, at a deactivation answered by the first', async () => {
      const { client, user } = await member();
      for (let round = 0; round < ROUNDS; round++) {
        // Deactivation ends the user's sessions: sign in again after each reactivation.
        if (round > 0) {
          expect((await admin.post(`${base}/users/${user.id}/reactivate`)).statusCode).toBe(200);
          expect((await client.login(user.login, user.password)).statusCode).toBe(200);
        }
        const there = onSecond(client);
        expect((await cachedOnSecond(there)).status).toBe(200);
        expect((await admin.post(`${base}/users/${user.id}/deactivate`)).statusCode).toBe(200);
        expect((await account(there)).status, `round ${round}`).toBe(401);
      }
    });

    it("ends on the second app, at its very next request, at a change of a role's permissions answered by the first", async () => {
      const { client, role } = await member();
      const there = onSecond(client);
      for (let round = 0; round < ROUNDS; round++) {
        const granted = round % 2 === 1;
        expect((await cachedOnSecond(there)).status).toBe(200);
        const changed = await admin.put(`${base}/roles/${role.id}`, {
          name: role.name,
          description: '',
          permissions: granted ? ['p-view_programs'] : [],
        });
        expect(changed.statusCode).toBe(200);
        expect((await account(there)).authorities?.includes('p-view_programs'), `round ${round}`).toBe(
          granted,
        );
      }
    });

    it("ends on the second app, at its very next request, at a removal of the user's role answered by the first", async () => {
      const { client, user, role } = await member();
      const there = onSecond(client);
      for (let round = 0; round < ROUNDS; round++) {
        expect((await cachedOnSecond(there)).status).toBe(200);
        const changed = await admin.put(`${base}/users/${user.id}`, {
          email: user.email,
          firstName: 'Mia',
          lastName: 'Member',
          roles: round % 2 === 1 ? [role.name] : [],
        });
        expect(changed.statusCode).toBe(200);
        expect((await account(there)).authorities?.includes(role.name), `round ${round}`).toBe(
          round % 2 === 1,
        );
      }
    });

    it('ends on the second app, at its very next request, at a logout answered by the first', async () => {
      const { client, user } = await member();
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) expect((await client.login(user.login, user.password)).statusCode).toBe(200);
        const there = onSecond(client);
        expect((await cachedOnSecond(there)).status).toBe(200);
        expect((await client.post('/api/logout')).statusCode).toBeLessThan(300);
        expect((await account(there)).status, `round ${round}`).toBe(401);
      }
    });

    it('answers after the timeout, with a warning, while a counted listener never confirms', async () => {
      const { user } = await member();
      // A session named as a listening instance, which never answers a sync.
      const mute = new pg.Client({
        connectionString: test.url,
        application_name: PRINCIPAL_LISTENER_NAME,
      });
      await mute.connect();
      const mutePid = (await mute.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const warn = vi.spyOn(test.app.log, 'warn');
      try {
        const started = Date.now();
        expect((await admin.post(`${base}/users/${user.id}/deactivate`)).statusCode).toBe(200);
        expect(Date.now() - started).toBeGreaterThanOrEqual(PRINCIPAL_ANNOUNCE_TIMEOUT_MS);
        expect(warn).toHaveBeenCalledWith(
          { missing: [mutePid] },
          expect.stringContaining('not confirmed by every listening instance'),
        );
      } finally {
        warn.mockRestore();
        await mute.end();
      }
      const gone = async () =>
        (
          await sql<{
            count: number;
          }>`select count(*)::int as count from pg_stat_activity where pid = ${mutePid}`.execute(
            test.db.kysely,
          )
        ).rows[0]?.count === 0;
      while (!(await gone())) await new Promise((resolve) => setTimeout(resolve, 10));
      // Without it, a change answers as soon as the apps have confirmed.
      const started = Date.now();
      expect((await admin.post(`${base}/users/${user.id}/reactivate`)).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(PRINCIPAL_ANNOUNCE_TIMEOUT_MS);
    });

    it('ends on the second app at a change made by another client of the database, once notified', async () => {
      const { client, user } = await member();
      const there = onSecond(client);
      expect((await cachedOnSecond(there)).status).toBe(200);
      // Neither app wrote: only the trigger's notification tells the second.
      const outside = openDatabase(test.url);
      try {
        await outside.kysely
          .updateTable('app_user')
          .set({ status: 'DEACTIVATED' })
          .where('id', '=', user.id)
          .execute();
      } finally {
        await outside.close();
      }
      expect((await eventually(there, (answer) => answer.status === 401)).status).toBe(401);
    });
  });
});

/**
 * `PRINCIPAL_CACHE=off`: every signed-in request reads its principal (one query), so a change made by another
 * client of the database, which the app neither makes nor hears of on SQLite, applies at the very next request.
 */
describe(`principal cache off (${engine})`, () => {
  let test: TestApp;
  let outside: Db;
  let queries: string[] = [];

  beforeAll(async () => {
    test = await startTestApp(
      { PRINCIPAL_CACHE: 'off', REPORT_FOLD_EVERY: '0' },
      {
        sqliteFile: true,
        log: (event) => {
          if (event.level === 'query') queries.push(event.query.sql);
        },
      },
    );
    outside = openDatabase(test.url);
  });
  afterAll(async () => {
    await outside.close();
    await test.close();
  });

  /** The account, and the queries answering it made. */
  const read = async (client: TestClient) => {
    queries = [];
    const answer = await account(client);
    return { ...answer, queries: queries.length };
  };

  it('reads the principal at every request, and a change made outside the app applies at the very next', async () => {
    const tenantId = await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID);
    const role = await insertCustomRole(test, tenantId, ['p-view_programs']);
    const user = await createUser(test, { roles: [role.name] });
    const client = test.client();
    expect((await client.login(user.login, user.password)).statusCode).toBe(200);
    const setStatus = (status: 'ACTIVE' | 'DEACTIVATED') =>
      outside.kysely.updateTable('app_user').set({ status }).where('id', '=', user.id).execute();
    for (let round = 0; round < 3; round++) {
      expect(await read(client)).toMatchObject({ status: 200, queries: 1 });
      expect(await read(client)).toMatchObject({ status: 200, queries: 1 });
      await setStatus('DEACTIVATED');
      expect((await read(client)).status, `round ${round}`).toBe(401);
      await setStatus('ACTIVE');
      expect((await read(client)).status, `round ${round}`).toBe(200);
      await outside.kysely.deleteFrom('role_permission').where('role_id', '=', role.id).execute();
      expect((await read(client)).authorities, `round ${round}`).toEqual([role.name]);
      await outside.kysely
        .insertInto('role_permission')
        .values({ role_id: role.id, permission: 'p-view_programs' })
        .execute();
      expect((await read(client)).authorities, `round ${round}`).toContain('p-view_programs');
    }
  });
});
