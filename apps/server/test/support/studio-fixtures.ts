import { defaultStageModel } from '@parlance/shared';
import { saveChartPalette, saveStageModel } from '../../src/modules/studio/stage-model.repository.js';
import { insertTriple } from '../../src/modules/studio/triple.repository.js';
import { tenantIdOf } from './admin-fixtures.js';
import type { SeededRow, SignedUpTenant } from './isolation-case.js';
import { type TestApp, unique } from './test-app.js';

/** A program of a tenant, written straight into the database. */
export const insertProgram = async (test: TestApp, tenantId: number, name: string, agentOnly = false) => {
  const now = new Date().toISOString();
  const row = await test.db.kysely
    .insertInto('program')
    .values({
      tenant_id: tenantId,
      name,
      description: null,
      channel: 'voice',
      agent_only: agentOnly ? 1 : 0,
      status: 'active',
      created_by: 'victim',
      created_date: now,
      last_modified_by: 'victim',
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The default model as a `PUT` body at `version`. */
export const stageModelBody = (version = 0, agentOnly = false) => {
  const { lastModifiedBy: _by, lastModifiedDate: _date, ...model } = defaultStageModel(agentOnly);
  return { ...model, version };
};

/** A victim program holding a triple and a saved stage model that carry the marker. */
const seedStudioProgram = async (test: TestApp, victim: SignedUpTenant) => {
  const marker = unique('victim-studio-');
  const tenantId = await tenantIdOf(test, victim.publicId);
  const programId = await insertProgram(test, tenantId, marker);
  const tripleId = await insertTriple(
    test.db.kysely,
    tenantId,
    programId,
    { subject: marker, predicate: 'is', object: 'secret', source: '' },
    'victim',
  );
  const model = stageModelBody();
  model.stages[0]!.examples.push(marker);
  await saveStageModel(test.db.kysely, tenantId, programId, 0, model, 'victim');
  return { programId, tripleId, marker };
};

/** The program is the row: its id fills `:programId`. */
export const seedStudioProgramRow = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const { programId, marker } = await seedStudioProgram(test, victim);
  return { id: programId, marker };
};

/** The triple is the row: its id fills `:id`, its program's `:programId`. */
export const seedTripleRow = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const { programId, tripleId, marker } = await seedStudioProgram(test, victim);
  return { id: tripleId, marker, params: { programId } };
};

/** A palette whose first colour is the marker. */
export const seedChartPaletteRow = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const tenantId = await tenantIdOf(test, victim.publicId);
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const colours = [colour, ...Array.from({ length: 9 }, () => '#123456')];
  await saveChartPalette(test.db.kysely, tenantId, { colours }, 'victim');
  return { id: tenantId, marker: colour };
};

/** A victim engagement with a message carrying the marker: its engagement id fills `:engagementId`. */
export const seedEngagementRow = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const { programId, marker } = await seedStudioProgram(test, victim);
  const tenantId = await tenantIdOf(test, victim.publicId);
  const engagementId = `PLATFORM${Math.floor(Math.random() * 2 ** 32)}`;
  const now = new Date().toISOString();
  const conversation = await test.db.kysely
    .insertInto('conversation')
    .values({
      tenant_id: tenantId,
      program_id: programId,
      engagement_id: engagementId,
      started_date: now,
      ended_date: null,
      agent_user_id: null,
      source: 'simulator',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.db.kysely
    .insertInto('conversation_message')
    .values({
      tenant_id: tenantId,
      conversation_id: conversation.id,
      message_index: 0,
      from_speaker: 'Agent',
      content: marker,
      stage: 'Warm Greet Intro',
      confidence: 0.9,
      evidence: '[]',
      created_date: now,
    })
    .execute();
  return { id: engagementId, marker };
};

/** A victim test set named with the marker: its id fills `:testSetId`, its program's `:programId`. */
export const seedTestSetRow = async (test: TestApp, victim: SignedUpTenant): Promise<SeededRow> => {
  const { programId, marker } = await seedStudioProgram(test, victim);
  const tenantId = await tenantIdOf(test, victim.publicId);
  const testSet = await test.db.kysely
    .insertInto('test_set')
    .values({
      tenant_id: tenantId,
      program_id: programId,
      name: marker,
      created_by: 'victim',
      created_date: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.db.kysely
    .insertInto('test_conversation')
    .values({
      tenant_id: tenantId,
      test_set_id: testSet.id,
      message_count: 1,
      messages: JSON.stringify([{ from: 'Agent', content: marker, stage: 'Warm Greet Intro' }]),
    })
    .execute();
  return { id: testSet.id, marker, params: { programId } };
};
