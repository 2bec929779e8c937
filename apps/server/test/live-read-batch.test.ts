import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findLiveConversation,
  LIVE_READS_PER_BATCH,
} from '../src/modules/conversations/conversation.repository.js';
import { startConversation } from '../src/modules/conversations/conversation-writer.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/** Counts the statements a Kysely handle runs (each result it hands back). */
const counting = () => {
  const state = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      state.statements++;
      return result;
    },
  };
  return { state, plugin };
};

describe(`a message's read of its engagement, many at once (${engine})`, () => {
  let test: TestApp;
  let tenantA: number;
  let tenantB: number;
  let programA: number;
  let programB: number;
  const conversationIds = new Map<string, number>();

  const start = async (tenantId: number, programId: number, engagementId: string) => {
    const id = await startConversation(test.db.kysely, {
      tenantId,
      programId,
      engagementId,
      agentUserId: null,
      source: 'api',
      channel: null,
      startedDate: new Date().toISOString(),
    });
    conversationIds.set(`${tenantId}/${engagementId}`, id);
  };

  beforeAll(async () => {
    test = await startTestApp({ REPORT_FOLD_EVERY: '0' });
    tenantA = await tenantIdOf(test, (await signUpTenant(test, { tenantName: 'Live reads A' })).publicId);
    tenantB = await tenantIdOf(test, (await signUpTenant(test, { tenantName: 'Live reads B' })).publicId);
    programA = await insertProgram(test, tenantA, 'Live reads A program');
    programB = await insertProgram(test, tenantB, 'Live reads B program');
    for (let n = 0; n < 6; n++) await start(tenantA, programA, `LIVE-A-${n}`);
    await start(tenantB, programB, 'LIVE-ONLY-B');
    // One engagement id in both tenants: each tenant's read gets its own conversation.
    await start(tenantA, programA, 'LIVE-BOTH');
    await start(tenantB, programB, 'LIVE-BOTH');
  });
  afterAll(() => test.close());

  it('reads that come while one is on its way go together, each answered its own row', async () => {
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin);
    const reads: [number, string][] = [
      [tenantA, 'LIVE-A-0'],
      [tenantA, 'LIVE-A-1'],
      [tenantA, 'LIVE-A-2'],
      [tenantA, 'LIVE-A-3'],
      [tenantA, 'LIVE-MISSING'],
      [tenantA, 'LIVE-A-4'],
      [tenantA, 'LIVE-A-5'],
    ];
    const rows = await Promise.all(
      reads.map(([tenantId, engagementId]) => findLiveConversation(db, engine, tenantId, engagementId)),
    );
    // The first goes alone, at once; the others come meanwhile and go in the next statement.
    expect(state.statements).toBe(engine === 'postgres' ? 2 : reads.length);
    for (const [n, [tenantId, engagementId]] of reads.entries()) {
      const row = rows[n];
      if (engagementId === 'LIVE-MISSING') {
        expect(row).toBeUndefined();
        continue;
      }
      expect(row?.id).toBe(conversationIds.get(`${tenantId}/${engagementId}`));
      expect(row?.engagement_id).toBe(engagementId);
      expect(row?.program_id).toBe(programA);
      expect(row?.message_count).toBe(0);
      expect(row).not.toHaveProperty('live_tenant_id');
      // The same columns as a read alone.
      expect(row).toEqual(
        await findLiveConversation(test.db.kysely.withPlugin(plugin), engine, tenantId, engagementId),
      );
    }
  });

  it("never answers a tenant's read with another tenant's engagement, even in one batch", async () => {
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin);
    const reads: [number, string][] = [
      [tenantA, 'LIVE-A-0'],
      [tenantA, 'LIVE-ONLY-B'],
      [tenantB, 'LIVE-ONLY-B'],
      [tenantA, 'LIVE-BOTH'],
      [tenantB, 'LIVE-BOTH'],
      [tenantB, 'LIVE-A-1'],
    ];
    const rows = await Promise.all(
      reads.map(([tenantId, engagementId]) => findLiveConversation(db, engine, tenantId, engagementId)),
    );
    expect(state.statements).toBe(engine === 'postgres' ? 2 : reads.length);
    expect(rows.map((row) => row?.id)).toEqual([
      conversationIds.get(`${tenantA}/LIVE-A-0`),
      undefined,
      conversationIds.get(`${tenantB}/LIVE-ONLY-B`),
      conversationIds.get(`${tenantA}/LIVE-BOTH`),
      conversationIds.get(`${tenantB}/LIVE-BOTH`),
      undefined,
    ]);
    expect(rows.map((row) => row?.program_id)).toEqual([
      programA,
      undefined,
      programB,
      programA,
      programB,
      undefined,
    ]);
  });

  it(`reads at most ${LIVE_READS_PER_BATCH} engagements a statement`, async () => {
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin);
    const count = LIVE_READS_PER_BATCH + 2;
    const rows = await Promise.all(
      Array.from({ length: count }, (_, n) => findLiveConversation(db, engine, tenantA, `LIVE-A-${n % 6}`)),
    );
    // One alone, then a full batch, then the one left.
    expect(state.statements).toBe(engine === 'postgres' ? 3 : count);
    expect(rows.map((row) => row?.engagement_id)).toEqual(
      Array.from({ length: count }, (_, n) => `LIVE-A-${n % 6}`),
    );
  });

  it("goes alone inside a caller's transaction", async () => {
    const { state, plugin } = counting();
    const rows = await test.db.kysely
      .withPlugin(plugin)
      .transaction()
      .execute((trx) =>
        Promise.all([
          findLiveConversation(trx, engine, tenantA, 'LIVE-A-0'),
          findLiveConversation(trx, engine, tenantB, 'LIVE-A-0'),
        ]),
      );
    expect(state.statements).toBe(2);
    expect(rows.map((row) => row?.id)).toEqual([conversationIds.get(`${tenantA}/LIVE-A-0`), undefined]);
  });
});
