import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemoData } from '../src/demo/demo-data.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { snapshot, startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;

describe(`demo data (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('fills the demo tenant with 30 days of imported conversations, once', { timeout: 120_000 }, async () => {
    const tenantId = await tenantIdOf(test, DEMO_TENANT_PUBLIC_ID);
    // The test app seeds the demo tenant without demo data.
    const conversations = () =>
      test.db.kysely
        .selectFrom('conversation')
        .select([
          'source',
          'status',
          'channel',
          'agent_group',
          'started_date',
          'ended_date',
          'alert_count',
          'correction_count',
        ])
        .where('tenant_id', '=', tenantId)
        .execute();
    expect(await conversations()).toEqual([]);

    const now = new Date();
    const first = await fillDemoData(test.app.context, { now });
    const rows = await conversations();
    expect(rows.length).toBe(first.imported);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((row) => `${row.source}/${row.status}`))).toEqual(new Set(['import/ended']));
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['voice', 'chat']));
    expect(new Set(rows.map((row) => row.agent_group))).toEqual(new Set(['assisted', 'control']));
    // Within the 30 days ending now, spread over them.
    const startOfFirstDay = (Math.floor(now.getTime() / DAY_MS) - 29) * DAY_MS;
    const days = new Set(rows.map((row) => Math.floor(Date.parse(row.started_date) / DAY_MS)));
    expect(Math.min(...rows.map((row) => Date.parse(row.started_date)))).toBeGreaterThanOrEqual(
      startOfFirstDay,
    );
    expect(Math.max(...rows.map((row) => Date.parse(row.ended_date!)))).toBeLessThanOrEqual(now.getTime());
    expect(days.size).toBeGreaterThanOrEqual(29);
    const alerts = rows.reduce((sum, row) => sum + row.alert_count, 0);
    const corrections = rows.reduce((sum, row) => sum + row.correction_count, 0);
    expect(alerts).toBe(first.alerts);
    expect(alerts).toBeGreaterThan(0);
    expect(corrections).toBe(first.corrections);
    expect(corrections).toBeGreaterThan(0);
    // Several agents, two of them in the control group.
    const agents = await test.db.kysely
      .selectFrom('app_user')
      .select(['status'])
      .where('tenant_id', '=', tenantId)
      .where('external_code', 'is not', null)
      .execute();
    expect(agents.length).toBeGreaterThanOrEqual(5);
    expect(agents.filter((agent) => agent.status === 'CONTROL_GROUP')).toHaveLength(2);

    // A second run finds everything there and adds nothing.
    const before = await snapshot(test.db);
    const second = await fillDemoData(test.app.context, { now });
    expect(second).toMatchObject({ imported: 0, existing: first.imported, corrections: 0, alerts: 0 });
    expect(await snapshot(test.db)).toEqual(before);
  });
});
