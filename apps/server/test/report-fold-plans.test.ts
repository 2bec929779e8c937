import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';
import { createReportRollups } from '../src/modules/conversations/report-rollup.js';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { storeConversation } from './support/report-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * PostgreSQL keeps the fold's statement prepared on each connection. A plan kept with it (a generic plan) would be
 * made once, from the tables as they were at that connection's first fold: on a new tenant, tables of a few rows,
 * whose plan read report_fold whole and joined each part's whole result to every conversation, and took over a
 * second a fold once the tables had grown (docs/PERFORMANCE.md). Each fold is planned for its own ids and the
 * tables as they are then.
 */
describe.skipIf(engine !== 'postgres')('the report fold’s plans (postgres)', () => {
  let test: TestApp;
  let tenant: TenantWithProgram;
  /** One connection, so that every fold runs on it and its prepared statement is the one read back. */
  let single: Db;

  beforeAll(async () => {
    test = await startTestApp({ REPORT_FOLD_EVERY: '0' });
    tenant = await tenantWithProgram(test, { tenantName: 'Fold plans', programName: 'Fold program' }, []);
    single = openDatabase(test.url, { poolSize: 1 });
  }, 60_000);

  afterAll(async () => {
    await single?.close();
    await test?.close();
  });

  const store = (count: number, day: string) =>
    Promise.all(
      Array.from({ length: count }, (_, n) =>
        storeConversation(test, tenant.tenantId, {
          programId: tenant.programId,
          messages: [
            { stage: 'Warm Greet Intro', at: `${day}T10:${String(n % 60).padStart(2, '0')}:00.000Z` },
            { stage: 'Sincere Goodbye', at: `${day}T10:${String(n % 60).padStart(2, '0')}:30.000Z` },
          ],
        }),
      ),
    );

  it('plans every fold for its conversations and the tables as they are, never reusing one plan', async () => {
    const rollups = createReportRollups({ db: single, log: { warn: () => undefined }, everyMs: 0 });
    // The tenant's first folds, while the tables hold a few rows: the build, then a fold of one conversation.
    await rollups.foldAll();
    await store(1, '2026-11-02');
    await rollups.foldAll();
    // The tables grow, and later folds take a few conversations, then many.
    await store(300, '2026-11-03');
    await rollups.foldAll();
    await store(3, '2026-11-04');
    await rollups.foldAll();
    const folds = await sql<{ generic_plans: string; custom_plans: string }>`
      select generic_plans::text, custom_plans::text from pg_prepared_statements
      where statement like 'with placed as%' and statement like '%diff as%'`.execute(single.kysely);
    expect(folds.rows).toHaveLength(1);
    expect(Number(folds.rows[0]?.generic_plans)).toBe(0);
    expect(Number(folds.rows[0]?.custom_plans)).toBeGreaterThanOrEqual(3);
    // And the folds counted every conversation stored.
    const { count } = await test.db.kysely
      .selectFrom('report_fold')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenant_id', '=', tenant.tenantId)
      .where('kind', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(304);
  }, 120_000);
});
