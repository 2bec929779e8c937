import type { LabelFrame, LabelResponse, StageModel } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { ADMIN_PASSWORD, signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/** What a brand-new tenant must never be shown: the demo's insurance lines of business. */
const INSURANCE = /medicare|dental/i;
/** The spec's ten stage labels (front-end spec, "Conversation stage labels"), as the demo tenant keeps them. */
const SPEC_LABELS = [
  'Not in Anchor',
  'Warm Greet Intro',
  'Agent Qualify',
  'Agent Discovery',
  'Agent Recommend',
  'Sincere Goodbye',
  'Medicare Advantage Inquiry',
  'Medicare Plan Change',
  'Dental Insurance Inquiry',
  'Other',
];

/** A service call of no particular trade, with the phase a person reads in each line. */
const SERVICE_CALL = [
  {
    from: 'Agent',
    content: 'Hello, thank you for calling, my name is Jo. How can I help you today?',
    phase: 'Greeting',
  },
  {
    from: 'Visitor',
    content: 'Hi, I have a problem with my order, it never arrived.',
    phase: 'Identify Need',
  },
  { from: 'Agent', content: 'I can look into that. Can I have your account number please?', phase: 'Verify' },
  {
    from: 'Agent',
    content: "I've sent you a replacement, it should arrive within three working days.",
    phase: 'Resolve',
  },
  { from: 'Agent', content: 'Is there anything else I can help you with today?', phase: 'Wrap-up' },
  { from: 'Visitor', content: "No, that's everything, thanks, goodbye.", phase: 'Wrap-up' },
] as const;

describe(`stage defaults: sign-up is neutral, the demo keeps its insurance stages (${engine})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const newProgram = async (client: ReturnType<TestApp['client']>, publicId: number, name: string) => {
    const created = await client.post(`/${publicId}/api/programs`, { name, channel: 'voice' });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { id: number }).id;
  };
  const modelOf = async (client: ReturnType<TestApp['client']>, publicId: number, programId: number) => {
    const response = await client.get(`/${publicId}/api/programs/${programId}/stage-model`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StageModel;
  };

  it('gives a newly signed-up tenant neutral stages: no Medicare or Dental stage, example, order or rule', async () => {
    const tenant = await signUpTenant(test, { tenantName: 'Neutral Centre' });
    const programId = await newProgram(tenant.client, tenant.publicId, 'Support line');
    const model = await modelOf(tenant.client, tenant.publicId, programId);
    expect(model.version).toBe(0);
    expect(JSON.stringify(model)).not.toMatch(INSURANCE);
    const labels = model.stages.map((stage) => stage.label);
    expect(labels.filter((label) => SPEC_LABELS.includes(label))).toEqual(['Not in Anchor', 'Other']);
    expect(model.order.length).toBeGreaterThanOrEqual(3);
    for (const stage of model.stages) expect(stage.examples.length).toBeGreaterThan(0);
    // The tenant's stage list (colours) holds the same labels.
    const tenantRow = await test.db.kysely
      .selectFrom('tenant')
      .select('id')
      .where('public_id', '=', tenant.publicId)
      .executeTakeFirstOrThrow();
    const stageRows = await test.db.kysely
      .selectFrom('stage')
      .select('label')
      .where('tenant_id', '=', tenantRow.id)
      .orderBy('position')
      .execute();
    expect(stageRows.map((row) => row.label)).toEqual(labels);
  });

  it('reports a new tenant with no program yet by its neutral order, naming no Medicare or Dental stage', async () => {
    const tenant = await signUpTenant(test, { tenantName: 'Empty Centre' });
    const funnel = await tenant.client.get(`/${tenant.publicId}/api/reports/funnel`);
    expect(funnel.statusCode, funnel.body).toBe(200);
    expect(funnel.body).not.toMatch(INSURANCE);
    // The order a program of this tenant would start with, read from the programs' own default.
    const programId = await newProgram(tenant.client, tenant.publicId, 'First line');
    const model = await modelOf(tenant.client, tenant.publicId, programId);
    const stages = (funnel.json() as { stages: { stage: string }[] }).stages.map((row) => row.stage);
    expect(stages).toEqual(model.order);
  });

  it("labels a new tenant's messages with its neutral model, live and in Studio, showing none of the insurance corpus", async () => {
    const tenant = await signUpTenant(test, { tenantName: 'Neutral Labels' });
    const programId = await newProgram(tenant.client, tenant.publicId, 'Orders');
    const model = await modelOf(tenant.client, tenant.publicId, programId);
    const examples = new Set(model.stages.flatMap((stage) => stage.examples));
    const labels = new Set(model.stages.map((stage) => stage.label));

    // Live: the engagements API stores and labels each message as the frame's socket does.
    const created = await tenant.client.post(`/${tenant.publicId}/api/api-keys`, { name: 'neutral' });
    expect(created.statusCode, created.body).toBe(201);
    const key = (created.json() as { key: string }).key;
    const call = (url: string, body?: unknown) =>
      test.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body ?? {}),
      });
    const engagementId = `NEUTRAL-${Date.now()}`;
    const started = await call('/api/v1/engagements', { engagementId, program: programId, channel: 'chat' });
    expect(started.statusCode, started.body).toBe(201);
    const live: LabelFrame[] = [];
    for (const { from, content } of SERVICE_CALL) {
      const sent = await call(`/api/v1/engagements/${engagementId}/messages`, { from, content });
      expect(sent.statusCode, sent.body).toBe(201);
      live.push(sent.json() as LabelFrame);
    }
    // Studio's label endpoint, which waits for the model as saved.
    const labelled = await tenant.client.post(
      `/${tenant.publicId}/api/programs/${programId}/stage-model/label`,
      { messages: SERVICE_CALL.map(({ from, content }) => ({ from, content })) },
    );
    expect(labelled.statusCode, labelled.body).toBe(200);
    const studio = (labelled.json() as LabelResponse).labels;

    for (const answers of [live, studio]) {
      expect(JSON.stringify(answers)).not.toMatch(INSURANCE);
      for (const answer of answers) {
        expect(labels.has(answer.stage)).toBe(true);
        // Every example that drove a label is one of the program's own: nothing of the insurance corpus.
        for (const item of answer.evidence) expect(examples.has(item.example)).toBe(true);
      }
      expect(answers.map((answer) => answer.stage)).toEqual(SERVICE_CALL.map((line) => line.phase));
    }
  });

  it('keeps the demo tenant on the spec stages, with its Medicare and Dental examples and labels', async () => {
    const admin = test.client();
    expect((await admin.login('admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    const programId = await newProgram(admin, 1000, 'Another insurance line');
    const model = await modelOf(admin, 1000, programId);
    expect(model.stages.map((stage) => stage.label)).toEqual(SPEC_LABELS);
    expect(model.stages.find((stage) => stage.label === 'Medicare Advantage Inquiry')?.examples).toContain(
      "I'm calling about a Medicare Advantage plan.",
    );
    expect(model.order).toContain('Dental Insurance Inquiry');
    const labelled = await admin.post(`/1000/api/programs/${programId}/stage-model/label`, {
      messages: [
        { from: 'Agent', content: 'Thank you for calling, my name is Sam, how can I help you?' },
        {
          from: 'Visitor',
          content: 'Hi, I got a mailer about a Medicare Advantage plan with a zero premium.',
        },
      ],
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect((labelled.json() as LabelResponse).labels.map((label) => label.stage)).toEqual([
      'Warm Greet Intro',
      'Medicare Advantage Inquiry',
    ]);
  });
});
