import { defaultStageModel, type StageModel } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemoData } from '../src/demo/demo-data.js';
import { DEMO_TENANT_PUBLIC_ID } from '../src/demo/seed.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, snapshot, startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;

describe(`demo data (${engine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("orders each demo program's stages with only the stages it uses, keeping the default's examples and rules", async () => {
    const admin = test.client();
    expect((await admin.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const programs = (await admin.get(`/${DEMO_TENANT_PUBLIC_ID}/api/programs?size=100`)).json() as {
      id: number;
      name: string;
    }[];
    const modelOf = async (name: string) => {
      const program = programs.find((item) => item.name === name);
      const response = await admin.get(`/${DEMO_TENANT_PUBLIC_ID}/api/programs/${program?.id}/stage-model`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as StageModel;
    };
    const medicare = await modelOf('Medicare Advantage');
    expect(medicare.order).toEqual([
      'Warm Greet Intro',
      'Medicare Advantage Inquiry',
      'Medicare Plan Change',
      'Agent Qualify',
      'Agent Discovery',
      'Agent Recommend',
      'Sincere Goodbye',
    ]);
    const dental = await modelOf('Dental Insurance');
    expect(dental.order).toEqual([
      'Warm Greet Intro',
      'Dental Insurance Inquiry',
      'Agent Qualify',
      'Agent Discovery',
      'Agent Recommend',
      'Sincere Goodbye',
    ]);
    const enabled = (model: StageModel) =>
      model.stages.filter((stage) => stage.enabled).map((stage) => stage.label);
    expect(enabled(medicare)).not.toContain('Dental Insurance Inquiry');
    expect(enabled(dental)).not.toContain('Medicare Advantage Inquiry');
    expect(enabled(dental)).not.toContain('Medicare Plan Change');
    // Everything else as the default model: the ten stages with their examples, the rules, the mode.
    const defaults = defaultStageModel(false);
    for (const model of [medicare, dental]) {
      expect(model.stages.map((stage) => [stage.label, stage.examples])).toEqual(
        defaults.stages.map((stage) => [stage.label, stage.examples]),
      );
      expect(model.rules).toEqual(defaults.rules);
    }
    expect(dental.defaultMode).toBe('Agent');
  });

  // Long: a month of transcripts, after the two programs' own stage models are trained.
  it('fills the demo tenant with 30 days of imported conversations, once', { timeout: 240_000 }, async () => {
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

    // Each program's conversations are labelled with its own stages only: no Dental stage in Medicare Advantage,
    // no Medicare stage in Dental Insurance.
    const stagesOf = async (programName: string) =>
      new Set(
        (
          await test.db.kysely
            .selectFrom('conversation_message')
            .innerJoin('conversation', 'conversation.id', 'conversation_message.conversation_id')
            .innerJoin('program', 'program.id', 'conversation.program_id')
            .select('conversation_message.stage')
            .distinct()
            .where('conversation.tenant_id', '=', tenantId)
            .where('program.name', '=', programName)
            .execute()
        ).map((row) => row.stage),
      );
    const medicareStages = await stagesOf('Medicare Advantage');
    const dentalStages = await stagesOf('Dental Insurance');
    expect(medicareStages).toContain('Medicare Advantage Inquiry');
    expect(medicareStages).not.toContain('Dental Insurance Inquiry');
    expect(dentalStages).toContain('Dental Insurance Inquiry');
    expect(dentalStages).not.toContain('Medicare Advantage Inquiry');
    expect(dentalStages).not.toContain('Medicare Plan Change');

    // A second run finds everything there and adds nothing.
    const before = await snapshot(test.db);
    const second = await fillDemoData(test.app.context, { now });
    expect(second).toMatchObject({ imported: 0, existing: first.imported, corrections: 0, alerts: 0 });
    expect(await snapshot(test.db)).toEqual(before);
  });
});
