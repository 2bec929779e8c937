import { randomBytes } from 'node:crypto';
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { LIVE_READS_PER_BATCH } from '../src/modules/conversations/conversation.repository.js';
import { startConversation } from '../src/modules/conversations/conversation-writer.js';
import { type ReadCheck, readCheckedEngagement } from '../src/modules/conversations/engagement.pipeline.js';
import { passes, SESSION_SENTINELS, sessionStatus } from '../src/modules/engine/engine.routes.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';
import { insertMember } from './support/user-fixtures.js';

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

/** The user's status while an API key of the tenant lives: a second form, of integers only. */
const keyStatus = (db: Executor, keyId: number, tenantId: number, userId: number) =>
  db
    .selectFrom('tenant')
    .innerJoin('app_user', 'app_user.tenant_id', 'tenant.id')
    .select('app_user.status')
    .where('tenant.id', '=', tenantId)
    .where('app_user.id', '=', userId)
    .where(sql<number>`${keyId}`, '>', 0);
const KEY_SENTINELS: [number, number, number] = [-0x7fff_fff3, -0x7fff_fff4, -0x7fff_fff5];

/** A check as the socket makes one; `seen` collects the statuses it was told. */
const sessionCheck = (sessionHash: string, userId: number) => {
  const seen: (string | null)[] = [];
  const check: ReadCheck = {
    key: 'test-session',
    column: (database, ...values) =>
      sql<string | null>`(${sessionStatus(database, ...(values as typeof SESSION_SENTINELS))})`,
    values: [sessionHash, userId, new Date().toISOString()],
    sentinels: SESSION_SENTINELS,
    read: (status) => seen.push(status),
    passes,
    alone: async () => false,
  };
  return { check, seen };
};
const keyCheck = (tenantId: number, userId: number) => {
  const seen: (string | null)[] = [];
  const check: ReadCheck = {
    key: 'test-key',
    column: (database, ...values) =>
      sql<string | null>`(${keyStatus(database, ...(values as typeof KEY_SENTINELS))})`,
    values: [1, tenantId, userId],
    sentinels: KEY_SENTINELS,
    read: (status) => seen.push(status),
    passes,
    alone: async () => false,
  };
  return { check, seen };
};

describe(`the socket's read of a message's engagement with its session check, many at once (${engine})`, () => {
  let test: TestApp;
  let tenantA: number;
  let tenantB: number;
  let userA: number;
  let userB: number;
  let deactivatedA: number;
  const sessions: Record<'a' | 'b' | 'expired' | 'revoked' | 'deactivated', string> = {
    a: '',
    b: '',
    expired: '',
    revoked: '',
    deactivated: '',
  };
  const conversationIds = new Map<string, number>();

  const start = async (tenantId: number, programId: number, engagementId: string) => {
    const id = await startConversation(test.db.kysely, {
      tenantId,
      programId,
      engagementId,
      agentUserId: null,
      source: 'simulator',
      channel: null,
      startedDate: new Date().toISOString(),
    });
    conversationIds.set(`${tenantId}/${engagementId}`, id);
  };
  const insertSession = async (tenantId: number, userId: number, expiresAt: string) => {
    const hash = randomBytes(32).toString('hex');
    const now = new Date().toISOString();
    await test.db.kysely
      .insertInto('session')
      .values({
        id_hash: hash,
        user_id: userId,
        tenant_id: tenantId,
        created_date: now,
        last_seen: now,
        expires_at: expiresAt,
      })
      .execute();
    return hash;
  };

  beforeAll(async () => {
    test = await startTestApp({ REPORT_FOLD_EVERY: '0' });
    const a = await signUpTenant(test, { tenantName: 'Socket reads A' });
    const b = await signUpTenant(test, { tenantName: 'Socket reads B' });
    tenantA = await tenantIdOf(test, a.publicId);
    tenantB = await tenantIdOf(test, b.publicId);
    const userOf = async (tenantId: number, login: string) =>
      (
        await test.db.kysely
          .selectFrom('app_user')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('login', '=', login)
          .executeTakeFirstOrThrow()
      ).id;
    userA = await userOf(tenantA, a.input.login);
    userB = await userOf(tenantB, b.input.login);
    deactivatedA = (await insertMember(test, a.publicId, { status: 'DEACTIVATED' })).id;
    const later = new Date(Date.now() + 3_600_000).toISOString();
    sessions.a = await insertSession(tenantA, userA, later);
    sessions.b = await insertSession(tenantB, userB, later);
    sessions.expired = await insertSession(tenantA, userA, '2000-01-01T00:00:00.000Z');
    sessions.deactivated = await insertSession(tenantA, deactivatedA, later);
    sessions.revoked = await insertSession(tenantA, userA, later);
    await test.db.kysely.deleteFrom('session').where('id_hash', '=', sessions.revoked).execute();
    const programA = await insertProgram(test, tenantA, 'Socket reads A program');
    const programB = await insertProgram(test, tenantB, 'Socket reads B program');
    for (let n = 0; n < 6; n++) await start(tenantA, programA, `PLATFORM${100 + n}`);
    await start(tenantB, programB, 'PLATFORM200');
    // One engagement id in both tenants: each tenant's read gets its own conversation.
    await start(tenantA, programA, 'PLATFORM300');
    await start(tenantB, programB, 'PLATFORM300');
  });
  afterAll(() => test.close());

  interface Read {
    tenantId: number;
    engagementId: string;
    session: keyof typeof sessions;
    userId?: number;
  }
  const userOfSession = (read: Read) =>
    read.userId ?? (read.session === 'b' ? userB : read.session === 'deactivated' ? deactivatedA : userA);

  /** Each read at once through one handle, then each alone (one after another) through another. */
  const together = async (reads: Read[]) => {
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin);
    const checks = reads.map((read) => sessionCheck(sessions[read.session], userOfSession(read)));
    const answers = await Promise.all(
      reads.map((read, n) =>
        readCheckedEngagement(
          db,
          engine,
          read.tenantId,
          read.engagementId,
          (checks[n] as (typeof checks)[0]).check,
        ),
      ),
    );
    const alone = [];
    const aloneSeen = [];
    for (const read of reads) {
      const { check, seen } = sessionCheck(sessions[read.session], userOfSession(read));
      alone.push(
        await readCheckedEngagement(test.db.kysely, engine, read.tenantId, read.engagementId, check),
      );
      aloneSeen.push(seen);
    }
    return { statements: state.statements, answers, alone, seen: checks.map((c) => c.seen), aloneSeen };
  };

  it('reads that come while one is on its way go together, each answered as it would be alone', async () => {
    const reads: Read[] = [
      { tenantId: tenantA, engagementId: 'PLATFORM100', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM101', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM102', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM999', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM103', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM104', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM105', session: 'a' },
    ];
    const { statements, answers, alone, seen, aloneSeen } = await together(reads);
    // The first goes alone, at once; the others come meanwhile and go in the next statement.
    expect(statements).toBe(engine === 'postgres' ? 2 : reads.length);
    expect(answers).toEqual(alone);
    expect(seen).toEqual(aloneSeen);
    for (const [n, read] of reads.entries()) {
      const answer = answers[n];
      if (read.engagementId === 'PLATFORM999') {
        // No engagement: the check is left to the caller, told nothing.
        expect(answer).toBeUndefined();
        expect(seen[n]).toEqual([]);
        continue;
      }
      expect(answer?.passes).toBe(true);
      expect(seen[n]).toEqual(['ACTIVE']);
      expect(answer?.conversation.id).toBe(conversationIds.get(`${read.tenantId}/${read.engagementId}`));
      expect(answer?.conversation).not.toHaveProperty('check_status');
      expect(answer?.conversation).not.toHaveProperty('live_read_n');
    }
  });

  it('a gone, expired or deactivated session and another tenant’s session in a batch get the answer they get alone', async () => {
    const reads: Read[] = [
      { tenantId: tenantA, engagementId: 'PLATFORM100', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM101', session: 'revoked' },
      { tenantId: tenantA, engagementId: 'PLATFORM102', session: 'expired' },
      { tenantId: tenantA, engagementId: 'PLATFORM103', session: 'deactivated' },
      { tenantId: tenantA, engagementId: 'PLATFORM104', session: 'b' },
      // Tenant A's session, named with another user: no session of that user.
      { tenantId: tenantA, engagementId: 'PLATFORM105', session: 'a', userId: userB },
      { tenantId: tenantB, engagementId: 'PLATFORM200', session: 'b' },
      { tenantId: tenantA, engagementId: 'PLATFORM100', session: 'revoked' },
    ];
    const { statements, answers, alone, seen, aloneSeen } = await together(reads);
    expect(statements).toBe(engine === 'postgres' ? 2 : reads.length);
    expect(answers).toEqual(alone);
    expect(seen).toEqual(aloneSeen);
    expect(answers.map((answer) => answer?.passes)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(seen).toEqual([
      ['ACTIVE'],
      [null],
      [null],
      ['DEACTIVATED'],
      ['ACTIVE'],
      [null],
      ['ACTIVE'],
      [null],
    ]);
    // One engagement read twice in a batch: each read its own check.
    expect(answers[7]?.conversation).toEqual(answers[0]?.conversation);
  });

  it("never answers a tenant's read with another tenant's engagement, even in one batch", async () => {
    const reads: Read[] = [
      { tenantId: tenantA, engagementId: 'PLATFORM100', session: 'a' },
      { tenantId: tenantA, engagementId: 'PLATFORM200', session: 'a' },
      { tenantId: tenantB, engagementId: 'PLATFORM200', session: 'b' },
      { tenantId: tenantA, engagementId: 'PLATFORM300', session: 'a' },
      { tenantId: tenantB, engagementId: 'PLATFORM300', session: 'b' },
      { tenantId: tenantB, engagementId: 'PLATFORM101', session: 'b' },
    ];
    const { statements, answers, alone, seen } = await together(reads);
    expect(statements).toBe(engine === 'postgres' ? 2 : reads.length);
    expect(answers).toEqual(alone);
    expect(answers.map((answer) => answer?.conversation.id)).toEqual([
      conversationIds.get(`${tenantA}/PLATFORM100`),
      undefined,
      conversationIds.get(`${tenantB}/PLATFORM200`),
      conversationIds.get(`${tenantA}/PLATFORM300`),
      conversationIds.get(`${tenantB}/PLATFORM300`),
      undefined,
    ]);
    expect(seen).toEqual([['ACTIVE'], [], ['ACTIVE'], ['ACTIVE'], ['ACTIVE'], []]);
  });

  it(`reads at most ${LIVE_READS_PER_BATCH} engagements a statement, and one form of check a statement`, async () => {
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin);
    const count = LIVE_READS_PER_BATCH + 2;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        readCheckedEngagement(
          db,
          engine,
          tenantA,
          `PLATFORM${100 + (n % 6)}`,
          sessionCheck(sessions.a, userA).check,
        ),
      ),
    );
    // One alone, then a full batch, then the one left.
    expect(state.statements).toBe(engine === 'postgres' ? 3 : count);
    expect(answers.map((answer) => answer?.conversation.engagement_id)).toEqual(
      Array.from({ length: count }, (_, n) => `PLATFORM${100 + (n % 6)}`),
    );
    expect(answers.every((answer) => answer?.passes)).toBe(true);

    // Two forms at once: one alone, then a batch of each form.
    const { state: mixed, plugin: mixedPlugin } = counting();
    const mixedDb = test.db.kysely.withPlugin(mixedPlugin);
    const forms = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        readCheckedEngagement(
          mixedDb,
          engine,
          tenantA,
          `PLATFORM${100 + n}`,
          n % 2 === 0
            ? sessionCheck(sessions.a, userA).check
            : keyCheck(n === 3 ? tenantB : tenantA, userA).check,
        ),
      ),
    );
    expect(mixed.statements).toBe(engine === 'postgres' ? 3 : 6);
    expect(forms.map((answer) => answer?.passes)).toEqual([true, true, true, false, true, true]);
  });

  it("goes alone inside a caller's transaction", async () => {
    const { state, plugin } = counting();
    const answers = await test.db.kysely
      .withPlugin(plugin)
      .transaction()
      .execute((trx) =>
        Promise.all([
          readCheckedEngagement(trx, engine, tenantA, 'PLATFORM100', sessionCheck(sessions.a, userA).check),
          readCheckedEngagement(trx, engine, tenantB, 'PLATFORM100', sessionCheck(sessions.b, userB).check),
        ]),
      );
    expect(state.statements).toBe(2);
    expect(answers.map((answer) => answer?.conversation.id)).toEqual([
      conversationIds.get(`${tenantA}/PLATFORM100`),
      undefined,
    ]);
  });
});
