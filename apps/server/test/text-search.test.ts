import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTableOf } from '../src/db/text-search.js';
import { INLINE_LIMIT, prefixEnd } from '../src/lib/list.js';
import { engine } from './support/database.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * `contains`, `startsWith` and `endsWith` on search-indexed columns go through the FTS5 trigram index on SQLite
 * (and pg_trgm on PostgreSQL); the answers must equal a plain `lower(column) like …` over the tenant's rows,
 * escapes and case included, and follow every insert, update and delete.
 */
// On SQLite, in memory (lists read on the main connection) and on a file (lists read on the read worker, short
// reads on the main connection).
describe.each(engine === 'sqlite' ? [false, true] : [false])(
  `text search indexes (${engine}, on a file: %s)`,
  (onFile) => {
    let test: TestApp;
    let tenantId: number;
    let otherTenantId: number;
    let base: string;
    let client: Awaited<ReturnType<typeof signUpTenant>>['client'];
    let otherClient: Awaited<ReturnType<typeof signUpTenant>>['client'];

    // Names chosen for the cases `like` gets subtly right: wildcards and the escape typed as text, case, quotes,
    // FTS5 syntax, non-ASCII letters, short texts.
    const NAMES = [
      'Anna',
      'ANNABEL',
      'joANNa',
      'Hanna',
      '100%_sure',
      '100 percent',
      'under_score',
      'underXscore',
      'back\\slash',
      'backslash',
      'quote"d',
      "o'Brien",
      'AND OR NOT',
      '{first_name} : x',
      'Élodie',
      'élodie',
      'Zoë',
      'ab',
      'xyzzy',
      'yz\u{10FFFF}end',
      'a\u{D7FF}b',
      'Ab\u{E000}',
    ];
    const FILTERS = [
      'ann',
      'ANN',
      'anna',
      'nna',
      'an',
      'a',
      '100%',
      '%_s',
      '0%_',
      '_sc',
      'r_s',
      'k\\s',
      '\\',
      'e"d',
      '"',
      "'br",
      'and or',
      ' or ',
      '{first',
      ': x',
      'lodie',
      'élo',
      'Éло',
      'oë',
      'xyzzy',
      'xyzzyx',
      'nothing here',
      'yz\u{10FFFF}',
      'a\u{D7FF}',
      'ab\u{E000}',
      'y',
      'z',
      'Ab',
    ];
    const MODES = ['contains', 'startsWith', 'endsWith'] as const;

    beforeAll(async () => {
      test = await startTestApp({}, { sqliteFile: onFile });
      if (onFile) expect(test.db.reader).toBeDefined();
      const signed = await signUpTenant(test);
      client = signed.client;
      base = `/${signed.publicId}/api/users`;
      const tenant = await test.db.kysely
        .selectFrom('tenant')
        .select('id')
        .where('public_id', '=', signed.publicId)
        .executeTakeFirstOrThrow();
      tenantId = tenant.id;
      const otherSigned = await signUpTenant(test);
      otherTenantId = otherSigned.publicId;
      otherClient = otherSigned.client;
      const other = await test.db.kysely
        .selectFrom('tenant')
        .select('id')
        .where('public_id', '=', otherTenantId)
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const rows = (id: number, prefix: string) =>
        NAMES.map((name, i) => ({
          tenant_id: id,
          login: `${prefix}${i}`,
          email: `${prefix}${i}@example.com`,
          first_name: name,
          last_name: NAMES[NAMES.length - 1 - i]!,
          external_code: i % 2 === 0 ? name.toUpperCase() : null,
          status: 'ACTIVE',
          created_date: now,
        }));
      await test.db.kysely.insertInto('app_user').values(rows(tenantId, 'ts')).execute();
      // The same names in another tenant: the index spans tenants, the answers must not.
      await test.db.kysely.insertInto('app_user').values(rows(other.id, 'tso')).execute();
    });
    afterAll(async () => {
      await test.close();
    });

    const listIds = async (query: string) => {
      const response = await client.get(`${base}?${query}&size=100`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: number }[]).map((user) => user.id).sort((a, b) => a - b);
    };

    /** What the list answered before the indexes: `lower(column) like pattern` with `\` escaping. */
    const likeIds = async (column: string, mode: (typeof MODES)[number], text: string) => {
      const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      const pattern =
        mode === 'startsWith' ? `${escaped}%` : mode === 'endsWith' ? `%${escaped}` : `%${escaped}%`;
      const { rows } = await sql<{ id: number }>`select id from app_user
      where tenant_id = ${tenantId} and lower(${sql.ref(column)}) like ${pattern} escape '\\'
      order by id`.execute(test.db.kysely);
      return rows.map((row) => row.id);
    };

    const FIELDS = { firstName: 'first_name', lastName: 'last_name', externalCode: 'external_code' } as const;

    it('answers exactly what `like` answers, for every mode, column and tricky text', async () => {
      let matched = 0;
      for (const [field, column] of Object.entries(FIELDS)) {
        for (const mode of MODES) {
          for (const text of FILTERS) {
            const expected = await likeIds(column, mode, text);
            matched += expected.length;
            expect(
              await listIds(`${field}.${mode}=${encodeURIComponent(text)}`),
              `${field}.${mode}=${text}`,
            ).toEqual(expected);
          }
        }
      }
      expect(matched).toBeGreaterThan(50);
    });

    it('finds logins and e-mails by part, and combines text filters', async () => {
      expect(await listIds('login.contains=ts1')).toEqual(await likeIds('login', 'contains', 'ts1'));
      expect((await listIds('login.contains=ts1')).length).toBe(11);
      expect(await listIds('email.endsWith=s12%40example.com')).toEqual(
        await likeIds('email', 'endsWith', 's12@example.com'),
      );
      expect(await listIds('firstName.contains=ann&lastName.contains=ann')).toEqual([]);
      const both = await listIds('firstName.contains=anna&externalCode.contains=ann');
      expect(both.length).toBe(2);
    });

    it('follows inserts, updates and deletes at once', async () => {
      const now = new Date().toISOString();
      const { id } = await test.db.kysely
        .insertInto('app_user')
        .values({
          tenant_id: tenantId,
          login: 'fresh-login',
          email: 'fresh@example.com',
          first_name: 'Quintessa',
          last_name: 'Q',
          status: 'ACTIVE',
          created_date: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await listIds('firstName.contains=intess')).toEqual([id]);
      await test.db.kysely
        .updateTable('app_user')
        .set({ first_name: 'Rosalind' })
        .where('id', '=', id)
        .execute();
      expect(await listIds('firstName.contains=intess')).toEqual([]);
      expect(await listIds('firstName.contains=osalin')).toEqual([id]);
      // An update of another column leaves the index as it was.
      await test.db.kysely
        .updateTable('app_user')
        .set({ status: 'DEACTIVATED' })
        .where('id', '=', id)
        .execute();
      expect(await listIds('firstName.contains=osalin')).toEqual([id]);
      await test.db.kysely.deleteFrom('app_user').where('id', '=', id).execute();
      expect(await listIds('firstName.contains=osalin')).toEqual([]);
      if (engine === 'sqlite') {
        // The FTS5 index agrees with its content table.
        await sql`insert into ${sql.table(searchTableOf('app_user'))} (${sql.table(searchTableOf('app_user'))}, rank) values ('integrity-check', 1)`.execute(
          test.db.kysely,
        );
      }
    });

    it('lists through the index for texts of three characters or more, and by scanning below', async () => {
      if (engine !== 'sqlite') return;
      const { id } = await test.db.kysely
        .insertInto('app_user')
        .values({
          tenant_id: tenantId,
          login: 'unindexed',
          email: 'unindexed@example.com',
          first_name: 'Qwv',
          last_name: 'Q',
          status: 'ACTIVE',
          created_date: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Take the row out of the index behind the triggers' back: only a list that reads the index misses it.
      await sql`delete from app_user_search where rowid = (${tenantId} << 32) + ${id}`.execute(
        test.db.kysely,
      );
      expect(await listIds('firstName.contains=qwv')).toEqual([]);
      expect(await listIds('firstName.contains=wv')).toEqual([id]);
      await reindex(id, tenantId, 'unindexed', 'unindexed@example.com', 'Qwv', 'Q');
      expect(await listIds('firstName.contains=qwv')).toEqual([id]);
      await test.db.kysely.deleteFrom('app_user').where('id', '=', id).execute();
    });

    /** Puts a row back into the SQLite index as the insert trigger would. */
    const reindex = (id: number, tenant: number, login: string, email: string, first: string, last: string) =>
      sql`insert into app_user_search (rowid, login, email, first_name, last_name, external_code)
      values ((${tenant} << 32) + ${id}, ${login}, ${email}, ${first}, ${last}, null)`.execute(
        test.db.kysely,
      );

    /** The ids the SQLite index holds in a tenant's rowid range for a column's text. */
    const indexedIds = async (tenant: number, column: string, text: string) => {
      const { rows } = await sql<{ id: number }>`select rowid & 4294967295 as id from app_user_search
      where app_user_search match ${`{${column}} : "${text}"`}
        and rowid >= (${tenant} << 32) and rowid < ((${tenant} + 1) << 32)
      order by rowid`.execute(test.db.kysely);
      return rows.map((row) => row.id);
    };

    it("reads its own tenant's part of the index alone, however common the text is in other tenants", async () => {
      if (engine !== 'sqlite') return;
      const other = await test.db.kysely
        .selectFrom('tenant')
        .select('id')
        .where('public_id', '=', otherTenantId)
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const user = (tenant: number, login: string) => ({
        tenant_id: tenant,
        login,
        email: `${login}@example.com`,
        first_name: 'Zanzibar',
        last_name: 'Z',
        status: 'ACTIVE',
        created_date: now,
      });
      const { id } = await test.db.kysely
        .insertInto('app_user')
        .values(user(tenantId, 'zanzi-own'))
        .returning('id')
        .executeTakeFirstOrThrow();
      // Far more rows with the text in the other tenant than a lookup reads.
      const crowd = Array.from({ length: 2100 }, (_, i) => user(other.id, `zanzi${i}`));
      for (let i = 0; i < crowd.length; i += 500) {
        await test.db.kysely
          .insertInto('app_user')
          .values(crowd.slice(i, i + 500))
          .execute();
      }
      try {
        expect(await listIds('firstName.contains=anzib')).toEqual([id]);
        expect(await indexedIds(tenantId, 'first_name', 'anzib')).toEqual([id]);
        expect((await indexedIds(other.id, 'first_name', 'anzib')).length).toBe(2100);
        // With the row taken out of the index behind the triggers' back, the list misses it: the lookup was the
        // index's, not a scan (which a lookup across tenants would have fallen back to, finding 2,101 rows).
        await sql`delete from app_user_search where rowid = (${tenantId} << 32) + ${id}`.execute(
          test.db.kysely,
        );
        expect(await listIds('firstName.contains=anzib')).toEqual([]);
        await reindex(id, tenantId, 'zanzi-own', 'zanzi-own@example.com', 'Zanzibar', 'Z');
        // The other tenant's list, where the text is common, answers its own rows and counts them.
        const response = await otherClient.get(`/${otherTenantId}/api/users?firstName.contains=anzib&size=5`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe('2100');
      } finally {
        await test.db.kysely.deleteFrom('app_user').where('login', 'like', 'zanzi%').execute();
      }
      expect(await indexedIds(other.id, 'first_name', 'anzib')).toEqual([]);
      expect(await indexedIds(tenantId, 'first_name', 'anzib')).toEqual([]);
    });

    it("takes a deleted tenant's rows out of the index", async () => {
      if (engine !== 'sqlite') return;
      const signed = await signUpTenant(test);
      const tenant = await test.db.kysely
        .selectFrom('tenant')
        .select('id')
        .where('public_id', '=', signed.publicId)
        .executeTakeFirstOrThrow();
      const range = sql`rowid >= (${tenant.id} << 32) and rowid < ((${tenant.id} + 1) << 32)`;
      const count = async () =>
        (
          await sql<{ n: number }>`select count(*) as n from app_user_search where ${range}`.execute(
            test.db.kysely,
          )
        ).rows[0]?.n;
      expect(await count()).toBeGreaterThan(0);
      await test.db.kysely.deleteFrom('tenant').where('id', '=', tenant.id).execute();
      expect(await count()).toBe(0);
      await sql`insert into app_user_search (app_user_search) values ('integrity-check')`.execute(
        test.db.kysely,
      );
    });

    it('reads a prefix as a range that ends after every text starting with it', () => {
      expect(prefixEnd('ab')).toBe('ac');
      expect(prefixEnd('a\u{D7FF}')).toBe('a\u{E000}');
      expect(prefixEnd('a\u{FFFF}')).toBe('a\u{10000}');
      expect(prefixEnd('a\u{10FFFF}')).toBe('b');
      expect(prefixEnd('\u{10FFFF}')).toBeUndefined();
    });

    it('answers short and common texts from the tenant alone, on a tenant with many matches too', async () => {
      const now = new Date().toISOString();
      const many = Array.from({ length: 2100 }, (_, i) => ({
        tenant_id: tenantId,
        login: `many${i}`,
        email: `many${i}@example.com`,
        first_name: i % 3 === 0 ? 'Manon' : 'Mateo',
        last_name: `Zed${i % 7}`,
        status: 'ACTIVE',
        created_date: now,
      }));
      for (let i = 0; i < many.length; i += 500) {
        await test.db.kysely
          .insertInto('app_user')
          .values(many.slice(i, i + 500))
          .execute();
      }
      try {
        for (const [field, column] of [
          ['firstName', 'first_name'],
          ['lastName', 'last_name'],
        ] as const) {
          for (const mode of MODES) {
            for (const text of ['m', 'ma', 'ate', 'zed', 'd3', 'n', 'o']) {
              const expected = await likeIds(column, mode, text);
              const response = await client.get(
                `${base}?${field}.${mode}=${encodeURIComponent(text)}&size=20&page=1&sort=login,asc`,
              );
              expect(response.statusCode).toBe(200);
              expect(Number(response.headers['x-total-count']), `${field}.${mode}=${text}`).toBe(
                expected.length,
              );
            }
          }
        }
        const lastNames = new Set(await likeIds('last_name', 'endsWith', 'd6'));
        const both = (await likeIds('first_name', 'startsWith', 'man')).filter((id) => lastNames.has(id));
        const combined = await client.get(`${base}?lastName.endsWith=d6&firstName.startsWith=man&size=20`);
        expect(Number(combined.headers['x-total-count'])).toBe(both.length);
        expect(both.length).toBeGreaterThan(20);
      } finally {
        await test.db.kysely.deleteFrom('app_user').where('login', 'like', 'many%').execute();
      }
    });

    it('on a file, reads a rare text on the main connection when quiet, and otherwise on the read worker', async () => {
      if (!onFile) return;
      /** Queries the read worker has answered, from the metrics. */
      const workerQueries = async () => {
        const metrics = await test.app.inject({ method: 'GET', url: '/management/prometheus' });
        expect(metrics.statusCode).toBe(200);
        const count = metrics.body.match(
          /db_query_duration_seconds_count\{[^}]*connection="read-worker"[^}]*\} (\d+)/,
        );
        return Number(count?.[1] ?? 0);
      };
      const before = await workerQueries();
      expect(await listIds('firstName.contains=lodie')).toEqual(
        await likeIds('first_name', 'contains', 'lodie'),
      );
      expect(await listIds('login.endsWith=s12')).toEqual(await likeIds('login', 'endsWith', 's12'));
      expect(await workerQueries()).toBe(before);
      // Lists read at the same time leave the event loop to other requests: they read on the worker.
      const together = await Promise.all(
        ['lodie', 'élo', 'xyzzy', 'nothing'].map((text) =>
          listIds(`firstName.contains=${encodeURIComponent(text)}`),
        ),
      );
      expect(together[0]).toEqual(await likeIds('first_name', 'contains', 'lodie'));
      const afterTogether = await workerQueries();
      expect(afterTogether).toBeGreaterThan(before);

      const now = new Date().toISOString();
      const common = Array.from({ length: INLINE_LIMIT }, (_, i) => ({
        tenant_id: tenantId,
        login: `inline${i}`,
        email: `inline${i}@example.com`,
        first_name: 'Quillon',
        last_name: 'Q',
        status: 'ACTIVE',
        created_date: now,
      }));
      await test.db.kysely.insertInto('app_user').values(common).execute();
      try {
        const response = await client.get(`${base}?firstName.contains=uillo&size=20&page=2&sort=login,asc`);
        expect(response.statusCode).toBe(200);
        expect(Number(response.headers['x-total-count'])).toBe(INLINE_LIMIT);
        const expected = (await likeIds('login', 'startsWith', 'inline')).length;
        expect(expected).toBe(INLINE_LIMIT);
        expect((response.json() as unknown[]).length).toBe(20);
        // The lookup again with its full limit, then the page with its count.
        expect(await workerQueries()).toBe(afterTogether + 2);
      } finally {
        await test.db.kysely.deleteFrom('app_user').where('login', 'like', 'inline%').execute();
      }
    });

    it('has the indexes on both engines', async () => {
      if (engine === 'sqlite') {
        const { rows } = await sql<{ detail: string }>`explain query plan select id from app_user
        where tenant_id = ${tenantId} and app_user.id in
          (select rowid from app_user_search where app_user_search match '{login} : "ts1"')
          and lower(login) like '%ts1%' escape '\\'`.execute(test.db.kysely);
        expect(rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
      } else {
        const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
        where tablename = 'app_user' and indexname like '%_trgm'`.execute(test.db.kysely);
        const trigrams = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(test.db.kysely);
        if (trigrams.rows[0]?.n) {
          expect(rows.map((row) => row.indexname).sort()).toEqual(
            ['email', 'external_code', 'first_name', 'last_name', 'login'].map((c) => `app_user_${c}_trgm`),
          );
        }
      }
    });
  },
);
