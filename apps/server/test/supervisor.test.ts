import {
  type EngagementDetail,
  type EngagementMessage,
  type EngagementSummary,
  type LabelFrame,
  testSetSchema,
} from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTriple } from '../src/modules/studio/triple.repository.js';
import { expectAuthorityMatrix, type Member, signInWith } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import {
  converse,
  GREETING,
  GREETING_RECORDED,
  listen,
  newEngagementId,
  QUALIFY,
  RECOMMEND,
  type TenantWithProgram,
  twoTenantsWithPrograms,
} from './support/engagement-fixtures.js';
import { EngineClient } from './support/engine-client.js';
import { insertProgram } from './support/studio-fixtures.js';
import { snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { insertMember } from './support/user-fixtures.js';
import { expectProblem } from './support/users.js';

describe(`supervisor engagements (${engine})`, () => {
  let test: TestApp;
  // Two tenants, each with a program and a supervisor, so that each is seen to keep to its own engagements.
  let supervisedA: TenantWithProgram;
  let supervisedB: TenantWithProgram;
  let otherProgramA: number;

  beforeAll(async () => {
    test = await startTestApp();
    [supervisedA, supervisedB] = await twoTenantsWithPrograms(test, 'Supervised', ['ROLE_SUPERVISOR']);
    otherProgramA = await insertProgram(test, supervisedA.tenantId, 'Other program A');
  });
  afterAll(() => test.close());

  const list = async (member: Member, publicId: number, query = '') => {
    const response = await member.client.request('GET', `/${publicId}/api/engagements${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json() as EngagementSummary[], total: Number(response.headers['x-total-count']) };
  };
  const detail = async (engagementId: string) => {
    const response = await supervisedA.member.client.request(
      'GET',
      `/${supervisedA.tenant.publicId}/api/engagements/${engagementId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EngagementDetail;
  };

  it('labels, stores and summarises an engagement, with its cards and alerts', async () => {
    const { engagementId, labels } = await converse(test.app, supervisedA, [
      { from: 'Agent', content: GREETING },
      { from: 'Agent', content: RECOMMEND },
      { from: 'Agent', content: RECOMMEND },
    ]);
    expect(labels.map((label) => label.stage)).toEqual([
      'Warm Greet Intro',
      'Agent Recommend',
      'Agent Recommend',
    ]);
    // The greeting left without the recorded-line notice, and a recommendation before qualifying: each once.
    expect(labels[0]!.alerts).toEqual([]);
    expect(labels[1]!.alerts.map((alert) => alert.rule).sort()).toEqual([
      'qualify-before-recommend',
      'recorded-line-notice',
    ]);
    expect(labels[2]!.alerts).toEqual([]);
    expect(labels[1]!.alerts.find((alert) => alert.rule === 'qualify-before-recommend')).toMatchObject({
      engagementId,
      kind: 'before',
      severity: 'warning',
      index: 1,
      message: 'Agent Recommend reached before Agent Qualify.',
    });

    const found = await detail(engagementId);
    expect(found).toMatchObject({
      engagementId,
      programId: supervisedA.programId,
      programName: 'Supervised program A',
      agent: null,
      source: 'api',
      channel: 'chat',
      status: 'ongoing',
      endedDate: null,
      currentStage: 'Agent Recommend',
      lastMessage: { from: 'Agent', content: RECOMMEND },
      messageCount: 3,
      alertCount: 2,
    });
    expect(found.stages.map((stage) => stage.label)).toContain('Agent Qualify');
    expect(
      found.messages.map((message) => [
        message.index,
        message.stage,
        message.engineStage,
        message.correction,
      ]),
    ).toEqual([
      [0, 'Warm Greet Intro', 'Warm Greet Intro', null],
      [1, 'Agent Recommend', 'Agent Recommend', null],
      [2, 'Agent Recommend', 'Agent Recommend', null],
    ]);
    expect(found.alerts.map((alert) => alert.rule).sort()).toEqual([
      'qualify-before-recommend',
      'recorded-line-notice',
    ]);
    const rows = await test.db.kysely
      .selectFrom('compliance_alert')
      .select('rule_id')
      .where('tenant_id', '=', supervisedA.tenantId)
      .execute();
    expect(rows.filter((row) => row.rule_id === 'qualify-before-recommend').length).toBeGreaterThanOrEqual(1);
  });

  it('raises no alert for a conversation that keeps the rules', async () => {
    const { labels, engagementId } = await converse(test.app, supervisedA, [
      { from: 'Agent', content: GREETING_RECORDED },
      { from: 'Agent', content: QUALIFY },
      { from: 'Visitor', content: "I'm 67 and my zip is 33101." },
      { from: 'Agent', content: RECOMMEND },
    ]);
    expect(labels.map((label) => label.stage)).toEqual([
      'Warm Greet Intro',
      'Agent Qualify',
      'Agent Qualify',
      'Agent Recommend',
    ]);
    expect(labels.flatMap((label) => label.alerts)).toEqual([]);
    expect((await detail(engagementId)).alertCount).toBe(0);
  });

  it('shows the knowledge cards each message brought', async () => {
    await insertTriple(
      test.db.kysely,
      supervisedA.tenantId,
      otherProgramA,
      { subject: 'Gold Plus plan', predicate: 'has premium', object: '$0', source: '' },
      'test',
    );
    const { engagementId, labels } = await converse(
      test.app,
      { tenantId: supervisedA.tenantId, programId: otherProgramA },
      [{ from: 'Agent', content: RECOMMEND }],
    );
    // The agent names the plan and its premium: that one card, with the reason it came up.
    expect(labels[0]!.cards).toMatchObject([
      { subject: 'Gold Plus plan', predicate: 'has premium', object: '$0' },
    ]);
    expect(labels[0]!.cards[0]!.reason).toContain('asks for "has premium"');
    expect((await detail(engagementId)).messages[0]!.cards).toEqual(labels[0]!.cards);
  });

  it('carries the alerts to the assist frame in the label', async () => {
    const origin = await listen(test.app);
    const designer = await signInWith(test, supervisedA.tenant.publicId, ['p-view_xlm_test_ui']);
    const ticket = (await designer.client.request('POST', '/api/simulator/frame-ticket')).json()
      .ticket as string;
    const client = new EngineClient(
      `${origin.replace(/^http/, 'ws')}/api/engine/ws?ticket=${encodeURIComponent(ticket)}`,
      origin,
    );
    expect((await client.next()).type).toBe('session');
    const engagementId = newEngagementId();
    client.send({ engagementId, type: 'engagement_start', program: supervisedA.programId, content: '' });
    expect((await client.next()).type).toBe('started');
    client.send({ engagementId, type: 'agent_message', program: supervisedA.programId, content: RECOMMEND });
    const label = (await client.next()) as LabelFrame;
    expect(label.type).toBe('label');
    expect(label.alerts.map((alert) => alert.rule)).toEqual(['qualify-before-recommend']);
    client.close();
    const found = await detail(engagementId);
    expect(found).toMatchObject({ source: 'simulator', channel: null, agent: { id: designer.userId } });
  });

  it('lists ongoing engagements first and filters by status, alerts, program, source and stage', async () => {
    const ended = await converse(test.app, supervisedA, [{ from: 'Agent', content: QUALIFY }], true);
    const ongoing = await converse(test.app, supervisedA, [{ from: 'Agent', content: GREETING_RECORDED }]);
    const all = await list(supervisedA.member, supervisedA.tenant.publicId, '?size=100');
    const statuses = all.rows.map((row) => row.status);
    expect(statuses.indexOf('ended')).toBeGreaterThan(statuses.lastIndexOf('ongoing'));
    expect(all.rows.find((row) => row.engagementId === ended.engagementId)).toMatchObject({
      status: 'ended',
      endedDate: expect.any(String),
    });
    expect(all.total).toBe(all.rows.length);

    const endedOnly = await list(
      supervisedA.member,
      supervisedA.tenant.publicId,
      '?status.equals=ended&size=100',
    );
    expect(endedOnly.rows.every((row) => row.status === 'ended')).toBe(true);
    expect(endedOnly.rows.map((row) => row.engagementId)).toContain(ended.engagementId);

    const alerted = await list(
      supervisedA.member,
      supervisedA.tenant.publicId,
      '?hasAlerts.equals=true&size=100',
    );
    expect(alerted.rows.length).toBeGreaterThan(0);
    expect(alerted.rows.every((row) => row.alertCount > 0)).toBe(true);
    const clean = await list(
      supervisedA.member,
      supervisedA.tenant.publicId,
      '?hasAlerts.equals=false&size=100',
    );
    expect(clean.rows.every((row) => row.alertCount === 0)).toBe(true);
    expect(alerted.total + clean.total).toBe(all.total);

    const other = await list(
      supervisedA.member,
      supervisedA.tenant.publicId,
      `?program.equals=${otherProgramA}&size=100`,
    );
    expect(other.rows.every((row) => row.programId === otherProgramA)).toBe(true);
    expect(other.total).toBeGreaterThan(0);
    const simulator = await list(supervisedA.member, supervisedA.tenant.publicId, '?source.equals=simulator');
    expect(simulator.rows.every((row) => row.source === 'simulator')).toBe(true);
    const qualifying = await list(
      supervisedA.member,
      supervisedA.tenant.publicId,
      '?currentStage.equals=agent qualify&size=100',
    );
    expect(qualifying.rows.map((row) => row.engagementId)).toContain(ended.engagementId);
    expect(qualifying.rows.map((row) => row.engagementId)).not.toContain(ongoing.engagementId);

    const bad = await supervisedA.member.client.request(
      'GET',
      `/${supervisedA.tenant.publicId}/api/engagements?status.equals=paused`,
    );
    expectProblem(bad, 400);
  });

  it("never shows another tenant's engagements", async () => {
    const theirs = await converse(test.app, supervisedB, [{ from: 'Agent', content: GREETING }]);
    const ours = await list(supervisedA.member, supervisedA.tenant.publicId, '?size=100');
    expect(ours.rows.map((row) => row.engagementId)).not.toContain(theirs.engagementId);
    const answer = await supervisedA.member.client.request(
      'GET',
      `/${supervisedA.tenant.publicId}/api/engagements/${theirs.engagementId}`,
    );
    expectProblem(answer, 404);
    expect(
      (await list(supervisedB.member, supervisedB.tenant.publicId)).rows.map((row) => row.engagementId),
    ).toEqual([theirs.engagementId]);
  });

  it('answers 404 for an unknown engagement or message', async () => {
    const { engagementId } = await converse(test.app, supervisedA, [{ from: 'Agent', content: GREETING }]);
    const base = `/${supervisedA.tenant.publicId}/api/engagements`;
    for (const path of [`${base}/PLATFORM1`, `${base}/nonsense`, `${base}/PLATFORM99999999999`])
      expectProblem(await supervisedA.member.client.request('GET', path), 404);
    for (const index of ['1', '-1', 'x', '01', '9999999999'])
      expectProblem(
        await supervisedA.member.client.request('PUT', `${base}/${engagementId}/messages/${index}/stage`, {
          stage: 'Agent Qualify',
        }),
        404,
      );
  });

  describe('label corrections', () => {
    const correct = (engagementId: string, index: number, body: unknown) =>
      supervisedA.member.client.request(
        'PUT',
        `/${supervisedA.tenant.publicId}/api/engagements/${engagementId}/messages/${index}/stage`,
        body as Record<string, unknown>,
      );
    const modelVersion = async (programId: number) =>
      (
        await test.db.kysely
          .selectFrom('stage_model')
          .select('version')
          .where('program_id', '=', programId)
          .executeTakeFirst()
      )?.version ?? 0;

    it('keeps the engine label beside the correction, audits it, and moves the current stage', async () => {
      const { engagementId } = await converse(test.app, supervisedA, [
        { from: 'Agent', content: GREETING_RECORDED },
        { from: 'Visitor', content: 'I want to switch my plan because my doctor left the network.' },
      ]);
      const response = await correct(engagementId, 1, { stage: 'other' });
      expect(response.statusCode, response.body).toBe(200);
      const message = response.json() as EngagementMessage;
      expect(message).toMatchObject({
        index: 1,
        stage: 'Other',
        engineStage: expect.not.stringMatching(/^Other$/),
        correction: { stage: 'Other', by: supervisedA.member.login },
      });
      const found = await detail(engagementId);
      expect(found.currentStage).toBe('Other');
      expect(found.messages[1]).toEqual(message);
      const audit = await test.db.kysely
        .selectFrom('audit_event')
        .selectAll()
        .where('entity_type', '=', 'stage-label')
        .where('entity_id', '=', `${engagementId}/1`)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: supervisedA.member.login, action: 'update' });

      // The engine's own label again takes the correction away; an earlier message leaves the current stage.
      const undo = await correct(engagementId, 1, { stage: message.engineStage });
      expect(undo.json()).toMatchObject({ stage: message.engineStage, correction: null });
      await correct(engagementId, 0, { stage: 'Other' });
      expect((await detail(engagementId)).currentStage).toBe(message.engineStage);
    });

    it('adds the message to the stage examples as a new model version, audited', async () => {
      const programId = await insertProgram(test, supervisedA.tenantId, 'Examples program');
      const text = 'Could you tell me whether the plan pays for my insulin pens at Walgreens?';
      const { engagementId } = await converse(test.app, { tenantId: supervisedA.tenantId, programId }, [
        { from: 'Visitor', content: text },
      ]);
      const before = await modelVersion(programId);
      const response = await correct(engagementId, 0, { stage: 'Agent Discovery', addAsExample: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(await modelVersion(programId)).toBe(before + 1);
      const model = await supervisedA.member.client.request(
        'GET',
        `/${supervisedA.tenant.publicId}/api/engagements/${engagementId}`,
      );
      expect(model.statusCode).toBe(200);
      const stored = await test.db.kysely
        .selectFrom('stage_model')
        .select('model')
        .where('program_id', '=', programId)
        .executeTakeFirstOrThrow();
      const stages = (JSON.parse(stored.model) as { stages: { label: string; examples: string[] }[] }).stages;
      expect(stages.find((stage) => stage.label === 'Agent Discovery')!.examples).toContain(text);
      const audits = await test.db.kysely
        .selectFrom('audit_event')
        .select('entity_type')
        .where('tenant_id', '=', supervisedA.tenantId)
        .where('entity_id', '=', String(programId))
        .execute();
      expect(audits.map((row) => row.entity_type)).toContain('stage-model');

      // The same example twice is one example, and no new version.
      await correct(engagementId, 0, { stage: 'Agent Discovery', addAsExample: true });
      expect(await modelVersion(programId)).toBe(before + 1);
    });

    it('refuses bad corrections and changes nothing', async () => {
      const long = `${'Tell me about the plan. '.repeat(15)}`;
      const { engagementId } = await converse(test.app, supervisedA, [{ from: 'Visitor', content: long }]);
      const volatile = ['session', 'login_attempt', 'rate_limit'];
      const snap = await snapshot(test.db, volatile);
      const unknown = expectProblem(await correct(engagementId, 0, { stage: 'Lunch' }), 400);
      expect(unknown.errorKey).toBe('unknownstage');
      expect(unknown.fieldErrors?.map((error) => error.field)).toEqual(['stage']);
      for (const body of [{}, { stage: '' }, { stage: 42 }, { stage: 'Other', addAsExample: 'yes' }, []])
        expectProblem(await correct(engagementId, 0, body), 400);
      const tooLong = expectProblem(
        await correct(engagementId, 0, { stage: 'Other', addAsExample: true }),
        400,
      );
      expect(tooLong.fieldErrors?.map((error) => error.field)).toEqual(['addAsExample']);
      expect(await snapshot(test.db, volatile)).toEqual(snap);
    });
  });

  describe('adding an engagement to a test set', () => {
    const add = (engagementId: string, body: Record<string, unknown>) =>
      supervisedA.member.client.request(
        'POST',
        `/${supervisedA.tenant.publicId}/api/engagements/${engagementId}/test-set`,
        body,
      );

    it('adds the corrected conversation to a new or an existing set of its program', async () => {
      const { engagementId } = await converse(test.app, supervisedA, [
        { from: 'Agent', content: GREETING_RECORDED },
        { from: 'Agent', content: QUALIFY },
      ]);
      await supervisedA.member.client.request(
        'PUT',
        `/${supervisedA.tenant.publicId}/api/engagements/${engagementId}/messages/1/stage`,
        { stage: 'Agent Discovery' },
      );
      const created = await add(engagementId, { name: 'Corrected calls' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Corrected calls', conversations: 1, messages: 2 });
      const again = await add(engagementId, { testSetId: created.json().id });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ id: created.json().id, conversations: 2 });

      const admin = await signInWith(test, supervisedA.tenant.publicId, ['p-view_studio_settings']);
      const set = await admin.client.request(
        'GET',
        `/${supervisedA.tenant.publicId}/api/programs/${supervisedA.programId}/test-sets/${created.json().id}`,
      );
      const parsed = testSetSchema.parse(set.json());
      expect(parsed.items[0]!.messages.map((message) => message.stage)).toEqual([
        'Warm Greet Intro',
        'Agent Discovery',
      ]);
      // A supervisor picks the set from the program's list.
      const sets = await supervisedA.member.client.request(
        'GET',
        `/${supervisedA.tenant.publicId}/api/programs/${supervisedA.programId}/test-sets`,
      );
      expect(sets.statusCode).toBe(200);
    });

    it("refuses another program's set, an unknown set, a bad body and an empty engagement", async () => {
      const { engagementId } = await converse(test.app, supervisedA, [{ from: 'Agent', content: GREETING }]);
      const otherSet = await test.db.kysely
        .insertInto('test_set')
        .values({
          tenant_id: supervisedA.tenantId,
          program_id: otherProgramA,
          name: 'Other program set',
          created_by: 'test',
          created_date: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const empty = await converse(test.app, supervisedA, []);
      const volatile = ['session', 'login_attempt', 'rate_limit'];
      const snap = await snapshot(test.db, volatile);
      for (const body of [{ testSetId: otherSet.id }, { testSetId: 999999 }])
        expect(expectProblem(await add(engagementId, body), 400).fieldErrors?.[0]?.field).toBe('testSetId');
      for (const body of [{}, { testSetId: 1, name: 'Both' }, { name: '' }, { testSetId: 'x' }])
        expectProblem(await add(engagementId, body), 400);
      expectProblem(await add(empty.engagementId, { name: 'Empty' }), 400);
      expect(await snapshot(test.db, volatile)).toEqual(snap);
    });
  });

  describe("the list at a centre's size", () => {
    // Tenant C works in New York (UTC-5 in January); D is another tenant whose data must never show.
    let centre: TenantWithProgram;
    let other: TenantWithProgram;
    const COUNT = 120;
    const ZONE = 'America/New_York';
    const FIRST_START = Date.parse('2026-01-10T03:00:00Z');
    const startOf = (i: number) => new Date(FIRST_START + i * 3_600_000).toISOString();
    const idOf = (i: number) => `PLATFORM${7_000_000 + i}`;
    const byMira = (i: number) => i % 3 === 0;
    const ZEBRA = 42;
    const all = Array.from({ length: COUNT }, (_, i) => i);

    const store = async (
      owner: TenantWithProgram,
      rows: { engagementId: string; started: string; agent: number; content: string }[],
    ) => {
      for (const row of rows) {
        const { id } = await test.db.kysely
          .insertInto('conversation')
          .values({
            tenant_id: owner.tenantId,
            program_id: owner.programId,
            engagement_id: row.engagementId,
            started_date: row.started,
            ended_date: new Date(Date.parse(row.started) + 104_000).toISOString(),
            status: 'ended',
            agent_user_id: row.agent,
            source: 'api',
            current_stage: 'Warm Greet Intro',
            last_message_from: 'Agent',
            last_message_content: row.content,
            last_message_date: row.started,
            message_count: 1,
            first_message_date: row.started,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await test.db.kysely
          .insertInto('conversation_message')
          .values({
            tenant_id: owner.tenantId,
            conversation_id: id,
            message_index: 0,
            from_speaker: 'Agent',
            content: row.content,
            stage: 'Warm Greet Intro',
            confidence: 0.9,
            evidence: '[]',
            created_date: row.started,
          })
          .execute();
      }
    };

    beforeAll(async () => {
      [centre, other] = await twoTenantsWithPrograms(test, 'Centre', ['ROLE_SUPERVISOR']);
      await test.db.kysely
        .updateTable('tenant')
        .set({ time_zone: ZONE })
        .where('id', '=', centre.tenantId)
        .execute();
      const mira = await insertMember(test, centre.tenant.publicId, {
        firstName: 'Mira',
        lastName: 'Okafor',
      });
      const tom = await insertMember(test, centre.tenant.publicId, { firstName: 'Tom', lastName: 'Berg' });
      await store(
        centre,
        all.map((i) => ({
          engagementId: idOf(i),
          started: startOf(i),
          agent: byMira(i) ? mira.id : tom.id,
          content: i === ZEBRA ? 'The caller asked about the Zebra plan.' : `Good morning, call ${i}.`,
        })),
      );
      // The other tenant has an agent of the same name, the same text and an id the centre's searches name.
      const theirMira = await insertMember(test, other.tenant.publicId, {
        firstName: 'Mira',
        lastName: 'Okafor',
      });
      await store(other, [
        {
          engagementId: idOf(COUNT),
          started: startOf(10),
          agent: theirMira.id,
          content: 'Zebra plan again.',
        },
      ]);
    });

    const ids = async (query: string, member = centre.member, publicId = centre.tenant.publicId) => {
      const { rows, total } = await list(member, publicId, query);
      return { ids: rows.map((row) => row.engagementId), total };
    };
    const expected = (keep: (i: number) => boolean) =>
      all
        .filter(keep)
        .sort((a, b) => b - a)
        .map(idOf);

    it('pages by the list convention with the true total and Link headers', async () => {
      const seen: string[] = [];
      for (const page of [0, 1, 2]) {
        const response = await centre.member.client.request(
          'GET',
          `/${centre.tenant.publicId}/api/engagements?page=${page}&size=50&sort=startedDate,desc`,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(COUNT));
        const link = String(response.headers.link);
        expect(link).toContain('rel="last"');
        expect(link.includes('rel="next"')).toBe(page < 2);
        const rows = response.json() as EngagementSummary[];
        expect(rows).toHaveLength(page < 2 ? 50 : 20);
        seen.push(...rows.map((row) => row.engagementId));
      }
      expect(seen).toEqual(expected(() => true));
    });

    it('searches by engagement id, from its start, with or without PLATFORM', async () => {
      expect(await ids('?q=7000042')).toEqual({ ids: [idOf(42)], total: 1 });
      expect(await ids('?q=platform700010&sort=startedDate,desc')).toEqual({
        ids: expected((i) => i >= 100 && i <= 109),
        total: 10,
      });
      expect(await ids(`?q=${idOf(COUNT)}`)).toEqual({ ids: [], total: 0 });
    });

    it("searches an integrator's own ids from their start, case and underscore kept, in the tenant alone", async () => {
      const [own, theirs] = await twoTenantsWithPrograms(test, 'Own ids', ['ROLE_SUPERVISOR']);
      const agentOf = async (pair: TenantWithProgram) =>
        (await insertMember(test, pair.tenant.publicId, { firstName: 'Ida', lastName: 'Noor' })).id;
      const ours = await agentOf(own);
      const row = (engagementId: string, agent: number, i: number) => ({
        engagementId,
        started: startOf(i),
        agent,
        content: 'Hello.',
      });
      await store(own, [
        row('crm_2026-11:A7', ours, 1),
        row('crm_2026-11:B8', ours, 2),
        row('crmX2026-11:C9', ours, 3),
        row('CRM_2026-11:D1', ours, 4),
        row('550e8400-e29b-41d4-a716-446655440000', ours, 5),
      ]);
      await store(theirs, [row('crm_2026-11:E2', await agentOf(theirs), 6)]);
      const search = (text: string) =>
        ids(`?q=${encodeURIComponent(text)}&sort=startedDate,asc`, own.member, own.tenant.publicId);
      expect(await search('crm_2026-11:')).toEqual({ ids: ['crm_2026-11:A7', 'crm_2026-11:B8'], total: 2 });
      expect(await search('crm_2026-11:B8')).toEqual({ ids: ['crm_2026-11:B8'], total: 1 });
      expect(await search('CRM_')).toEqual({ ids: ['CRM_2026-11:D1'], total: 1 });
      expect(await search('550e8400')).toEqual({ ids: ['550e8400-e29b-41d4-a716-446655440000'], total: 1 });
      expect(await search('crm_2026-11:E2')).toEqual({ ids: [], total: 0 });
    });

    it("searches by agent name or login, in the tenant's users alone", async () => {
      const mira = expected(byMira);
      expect(await ids('?q=okafor&size=100&sort=startedDate,desc')).toEqual({
        ids: mira,
        total: mira.length,
      });
      expect((await ids('?q=Mira%20Okafor&size=100')).total).toBe(mira.length);
      expect((await ids('?q=tom')).total).toBe(COUNT - mira.length);
    });

    it('searches what was said, whatever the case, and never finds another tenant\u2019s messages', async () => {
      expect(await ids('?q=zebra')).toEqual({ ids: [idOf(ZEBRA)], total: 1 });
      expect(await ids('?q=ZEBRA%20PLAN')).toEqual({ ids: [idOf(ZEBRA)], total: 1 });
      expect(await ids('?q=zebra', other.member, other.tenant.publicId)).toEqual({
        ids: [idOf(COUNT)],
        total: 1,
      });
      expect(await ids('?q=no%20such%20words')).toEqual({ ids: [], total: 0 });
    });

    it("filters by days of the tenant's time zone, both ends counted", async () => {
      // 10 January in New York runs from 05:00 UTC that day to 05:00 UTC the next.
      const inDay = (i: number, from: string, to: string) =>
        Date.parse(startOf(i)) >= Date.parse(from) && Date.parse(startOf(i)) < Date.parse(to);
      const tenth = expected((i) => inDay(i, '2026-01-10T05:00:00Z', '2026-01-11T05:00:00Z'));
      expect(tenth).toHaveLength(24);
      expect(await ids('?from=2026-01-10&to=2026-01-10&size=100&sort=startedDate,desc')).toEqual({
        ids: tenth,
        total: 24,
      });
      const twoDays = expected((i) => byMira(i) && inDay(i, '2026-01-10T05:00:00Z', '2026-01-12T05:00:00Z'));
      expect(await ids('?q=okafor&from=2026-01-10&to=2026-01-11&size=100&sort=startedDate,desc')).toEqual({
        ids: twoDays,
        total: twoDays.length,
      });
      // Open-ended: from the 13th on.
      const later = expected((i) => Date.parse(startOf(i)) >= Date.parse('2026-01-13T05:00:00Z'));
      expect((await ids('?from=2026-01-13')).total).toBe(later.length);
    });

    it('refuses bad searches and periods with field errors', async () => {
      const base = `/${centre.tenant.publicId}/api/engagements`;
      const cases: [string, string][] = [
        ['?from=2026-02-30', 'from'],
        ['?to=yesterday', 'to'],
        ['?from=2026-01-12&to=2026-01-11', 'to'],
        [`?q=${'x'.repeat(201)}`, 'q'],
        ['?q=a&q=b', 'q'],
        ['?size=1000', 'size'],
      ];
      for (const [query, field] of cases) {
        const problem = expectProblem(await centre.member.client.request('GET', `${base}${query}`), 400);
        expect(
          problem.fieldErrors?.map((error) => error.field),
          query,
        ).toContain(field);
      }
    });

    it('orders a period and a sort by status ongoing first, then by start, the id last in the same direction', async () => {
      // The 11th in New York: calls 26 to 49. Stored after them: one that started between 30 and 31, and one
      // still going that started after 27.
      const late = `PLATFORM${7_000_500}`;
      const live = `PLATFORM${7_000_501}`;
      const between = new Date(Date.parse(startOf(30)) + 1_800_000).toISOString();
      const { agent_user_id: agent } = await test.db.kysely
        .selectFrom('conversation')
        .select('agent_user_id')
        .where('tenant_id', '=', centre.tenantId)
        .executeTakeFirstOrThrow();
      const mira = { id: agent as number };
      await store(centre, [
        { engagementId: late, started: between, agent: mira.id, content: 'Late.' },
        {
          engagementId: live,
          started: new Date(Date.parse(startOf(27)) + 60_000).toISOString(),
          agent: mira.id,
          content: 'Live.',
        },
      ]);
      await test.db.kysely
        .updateTable('conversation')
        .set({ status: 'ongoing', ended_date: null })
        .where('tenant_id', '=', centre.tenantId)
        .where('engagement_id', '=', live)
        .execute();
      const ended = [...expected((i) => i >= 31 && i <= 49), late, ...expected((i) => i >= 26 && i <= 30)];
      const newestFirst = { ids: [live, ...ended], total: 26 };
      expect(await ids('?from=2026-01-11&to=2026-01-11&size=100')).toEqual(newestFirst);
      expect(await ids('?from=2026-01-11&to=2026-01-11&size=100&sort=status,desc')).toEqual(newestFirst);
      expect(await ids('?from=2026-01-11&to=2026-01-11&size=100&sort=status,asc')).toEqual({
        ids: [...ended].reverse().concat(live),
        total: 26,
      });
      const after = await ids('?startedDate.dateAfter=2026-01-14T00:00:00.000Z&size=100');
      expect(after.ids).toEqual(
        expected((i) => Date.parse(startOf(i)) >= Date.parse('2026-01-15T00:00:00Z')),
      );
    });

    it("answers 404 for another tenant's list, whatever the search", async () => {
      expectProblem(
        await other.member.client.request('GET', `/${centre.tenant.publicId}/api/engagements?q=zebra`),
        404,
      );
    });
  });

  it('lets only the authorities of the access table in', async () => {
    const { engagementId } = await converse(test.app, supervisedA, [{ from: 'Agent', content: GREETING }]);
    const base = `/${supervisedA.tenant.publicId}/api/engagements`;
    await expectAuthorityMatrix(test, supervisedA.tenant.publicId, [
      { endpoint: 'GET /:tenantPublicId/api/engagements', path: base },
      { endpoint: 'GET /:tenantPublicId/api/engagements/:engagementId', path: `${base}/${engagementId}` },
      {
        endpoint: 'PUT /:tenantPublicId/api/engagements/:engagementId/messages/:index/stage',
        path: `${base}/${engagementId}/messages/0/stage`,
        body: { stage: 'Warm Greet Intro' },
      },
      {
        endpoint: 'POST /:tenantPublicId/api/engagements/:engagementId/test-set',
        path: `${base}/${engagementId}/test-set`,
        body: { name: 'Matrix' },
      },
    ]);
    expect((await test.client().request('GET', base)).statusCode).toBe(401);
  });
});
