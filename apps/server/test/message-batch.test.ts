import type { EngagementSummary } from '@parlance/shared';
import type { KyselyPlugin, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.js';
import { type LiveEvent, type StoredEvent, toStoredEvent } from '../src/events/event-bus.js';
import { findLiveConversation } from '../src/modules/conversations/conversation.repository.js';
import {
  appendMessage,
  BATCHES_IN_FLIGHT,
  type Breach,
  type NewMessage,
  type PublishWith,
  startConversation,
} from '../src/modules/conversations/conversation-writer.js';
import { tenantIdOf } from './support/admin-fixtures.js';
import { engine } from './support/database.js';
import { insertProgram } from './support/studio-fixtures.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Counts the statements a Kysely handle runs (each result it hands back); the statement sent `failSent`th (1 for
 * the first) has its result replaced by `fail` (thrown after it ran: as if its answer were lost).
 */
const counting = () => {
  const state = { statements: 0, sent: 0, failSent: 0, fail: new Error('no answer') };
  const order = new Map<unknown, number>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      order.set(queryId.queryId, ++state.sent);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      state.statements++;
      if (order.get(queryId.queryId) === state.failSent) throw state.fail;
      return result;
    },
  };
  return { state, plugin };
};

const STAGES = ['Warm Greet Intro', 'Agent Qualify', 'Agent Discovery'] as const;

describe(`the conversations' writer: messages of several conversations at once (${engine})`, () => {
  let test: TestApp;
  let tenantId: number;
  let programId: number;
  let next = 0;

  beforeAll(async () => {
    test = await startTestApp({ REPORT_FOLD_EVERY: '0' });
    const tenant = await signUpTenant(test, { tenantName: 'Batched writes' });
    tenantId = await tenantIdOf(test, tenant.publicId);
    programId = await insertProgram(test, tenantId, 'Batched writes program');
  });
  afterAll(() => test.close());

  /** `count` new conversations of the tenant, started now; their engagement ids. */
  const start = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const engagementId = `BATCH-${next++}`;
      await startConversation(test.db.kysely, {
        tenantId,
        programId,
        engagementId,
        agentUserId: null,
        source: 'api',
        channel: null,
        startedDate: new Date().toISOString(),
      });
      ids.push(engagementId);
    }
    return ids;
  };

  const read = async (engagementId: string) => {
    const conversation = await findLiveConversation(test.db.kysely, engine, tenantId, engagementId);
    if (!conversation) throw new Error(`no conversation ${engagementId}`);
    return conversation;
  };

  /** The next message of an engagement as read now: its content names the engagement and its index. */
  const messageOf = async (engagementId: string, breaches: Breach[] = []): Promise<NewMessage> => {
    const conversation = await read(engagementId);
    const index = conversation.message_count;
    return {
      tenantId,
      engagementId,
      conversation,
      from: index % 2 === 0 ? 'Agent' : 'Visitor',
      content: `${engagementId} says message ${index}`,
      stage: STAGES[index % STAGES.length] ?? 'Warm Greet Intro',
      confidence: 0.5,
      evidence: '[]',
      cards: '[]',
      time: new Date(Date.UTC(2026, 0, 1, 9, 0, index)).toISOString(),
      breaches,
    };
  };

  /** The stored messages of an engagement: index and content, in order. */
  const storedOf = async (engagementId: string) =>
    (
      await sql<{ message_index: number; content: string }>`select m.message_index, m.content
        from conversation_message m join conversation c on c.id = m.conversation_id
        where c.tenant_id = ${tenantId} and c.engagement_id = ${engagementId} order by m.message_index`.execute(
        test.db.kysely,
      )
    ).rows.map((row) => ({ index: Number(row.message_index), content: row.content }));

  /** An engagement's stage rows as stored: stage → messages. */
  const stagesOf = async (engagementId: string) =>
    Object.fromEntries(
      (
        await sql<{ stage: string; messages: number }>`select s.stage, s.messages from conversation_stage s
          join conversation c on c.id = s.conversation_id
          where c.tenant_id = ${tenantId} and c.engagement_id = ${engagementId} order by s.stage`.execute(
          test.db.kysely,
        )
      ).rows.map((row) => [row.stage, Number(row.messages)]),
    );

  it('writes each of several messages sent at once, each answering its own summary (PostgreSQL: in one statement after the first ones)', async () => {
    const engagements = await start(10);
    const messages = await Promise.all(engagements.map((engagementId) => messageOf(engagementId)));
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin) as Executor;
    const results = await Promise.all(messages.map((message) => appendMessage(db, engine, message)));
    if (engine === 'postgres')
      // The first BATCHES_IN_FLIGHT go at once, alone; the others wait for one of them and go together.
      expect(state.statements).toBe(BATCHES_IN_FLIGHT + 1);
    for (const [n, engagementId] of engagements.entries()) {
      const summary = results[n]?.summary as EngagementSummary;
      expect(summary.engagementId).toBe(engagementId);
      expect(summary.messageCount).toBe(1);
      expect(summary.currentStage).toBe('Warm Greet Intro');
      expect(results[n]?.alerts).toEqual([]);
      expect(await storedOf(engagementId)).toEqual([{ index: 0, content: `${engagementId} says message 0` }]);
      expect(await stagesOf(engagementId)).toEqual({ 'Warm Greet Intro': 1 });
      const row = await read(engagementId);
      expect(row.message_count).toBe(1);
      if (engine === 'postgres') {
        // Marked for the report folder once, by the message's statement: the mark triggers of its conversation's
        // update and stage row skipped it (migration 032), batched or not.
        const marks = await sql<{ touched: number }>`select touched from report_fold_pending
          where conversation_id = ${row.id}`.execute(test.db.kysely);
        expect(marks.rows.map((mark) => Number(mark.touched))).toEqual([1]);
      }
      expect(row.last_message_content).toBe(`${engagementId} says message 0`);
    }
  });

  it('refuses a message whose conversation moved on since it was read, alone; the others of its batch are written', async () => {
    const engagements = await start(6);
    const messages = await Promise.all(engagements.map((engagementId) => messageOf(engagementId)));
    // Conversation 3 gets a message after its read: its message as read is stale.
    const stale = engagements[3] ?? '';
    expect(await appendMessage(test.db.kysely, engine, await messageOf(stale))).toBeDefined();
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin) as Executor;
    // The first BATCHES_IN_FLIGHT go alone, then a batch with the stale one among the others.
    const results = await Promise.all(messages.map((message) => appendMessage(db, engine, message)));
    if (engine === 'postgres') expect(state.statements).toBe(BATCHES_IN_FLIGHT + 1);
    expect(results.map((result) => result !== undefined)).toEqual([true, true, true, false, true, true]);
    for (const engagementId of engagements)
      expect((await storedOf(engagementId)).map(({ index }) => index)).toEqual([0]);
    expect((await read(stale)).message_count).toBe(1);
  });

  it('raises the alerts of messages sent at once, each its own, and queues their webhooks (PostgreSQL: together)', async () => {
    const now = new Date().toISOString();
    await test.db.kysely
      .insertInto('webhook')
      .values({
        tenant_id: tenantId,
        url: 'https://hooks.example.com/batched',
        description: null,
        events: JSON.stringify(['alert.raised']),
        secret: 'whsec_batched',
        enabled: 1,
        created_by: 'test',
        created_date: now,
        last_modified_date: now,
      })
      .execute();
    const engagements = await start(6);
    const ruleOf = (n: number): Breach => ({
      rule: { id: `batched-rule-${n}`, kind: n % 2 === 0 ? 'phrase' : 'before', severity: 'critical' },
      message: `Rule ${n} was broken.`,
    });
    // Engagement n breaks rules 0..n-1 (none for the first).
    const messages = await Promise.all(
      engagements.map((engagementId, n) =>
        messageOf(
          engagementId,
          Array.from({ length: n }, (_, rule) => ruleOf(rule)),
        ),
      ),
    );
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin) as Executor;
    const results = await Promise.all(messages.map((message) => appendMessage(db, engine, message)));
    if (engine === 'postgres') expect(state.statements).toBe(BATCHES_IN_FLIGHT + 1);
    for (const [n, engagementId] of engagements.entries()) {
      const rows = (
        await sql<{
          id: number;
          rule_id: string;
          kind: string;
          severity: string;
          message_index: number;
          message: string;
        }>`
          select a.id, a.rule_id, a.kind, a.severity, a.message_index, a.message from compliance_alert a
          join conversation c on c.id = a.conversation_id
          where c.tenant_id = ${tenantId} and c.engagement_id = ${engagementId} order by a.rule_id`.execute(
          test.db.kysely,
        )
      ).rows;
      expect(rows.map((row) => row.rule_id)).toEqual(
        Array.from({ length: n }, (_, rule) => `batched-rule-${rule}`),
      );
      const expectedAlerts = rows.map((row) => ({
        id: Number(row.id),
        engagementId,
        rule: row.rule_id,
        kind: row.kind,
        severity: row.severity,
        index: 0,
        message: row.message,
        createdDate: messages[n]?.time,
      }));
      const result = results[n];
      expect([...(result?.alerts ?? [])].sort((a, b) => a.rule.localeCompare(b.rule))).toEqual(
        expectedAlerts,
      );
      expect(result?.summary.alertCount).toBe(n);
      expect((await read(engagementId)).alert_count).toBe(n);
      // Each alert's webhook, its data the alert as stored.
      const deliveries = (
        await sql<{ data: string }>`select data from webhook_delivery
          where tenant_id = ${tenantId} and event_type = 'alert.raised' order by id`.execute(test.db.kysely)
      ).rows.map((row) => JSON.parse(row.data) as { id: number; engagementId: string });
      expect(
        deliveries.filter((data) => data.engagementId === engagementId).sort((a, b) => a.id - b.id),
      ).toEqual([...expectedAlerts].sort((a, b) => a.id - b.id));
    }
  });

  it('writes one of two messages of one conversation sent at once on the same read, the other refused', async () => {
    const [engagementId = ''] = await start(1);
    const first = await messageOf(engagementId);
    const second = { ...first, content: 'the other one' };
    const results = await Promise.all([
      appendMessage(test.db.kysely, engine, first),
      appendMessage(test.db.kysely, engine, second),
    ]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect(await storedOf(engagementId)).toHaveLength(1);
  });

  it('stores the alerts and events of messages sent at once in each conversation’s order', async () => {
    const events = test.app.context.events;
    const engagements = await start(8);
    const rule: Breach = {
      rule: { id: 'batch-rule', kind: 'phrase', severity: 'warning' },
      message: 'The agent did not say it.',
    };
    const ROUNDS = 4;
    const { state, plugin } = counting();
    const db = test.db.kysely.withPlugin(plugin) as Executor;
    /** Each engagement's messages in turn; message 1 of the even engagements raises an alert. */
    const sendAll = async (engagementId: string, n: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        const message = await messageOf(engagementId, round === 1 && n % 2 === 0 ? [rule] : []);
        const told: LiveEvent[] = [
          {
            type: 'message',
            data: {
              engagementId,
              message: {
                index: round,
                from: message.from,
                content: message.content,
                stage: message.stage,
                engineStage: message.stage,
                confidence: message.confidence,
                correction: null,
                cards: [],
                time: message.time,
              },
            },
          },
        ];
        // As the pipeline does: events in the write's statement when it raises no alert and the bus can.
        const { inStatement } = events;
        const publishWith: PublishWith | undefined =
          message.breaches.length === 0 && inStatement
            ? (gate: RawBuilder<unknown>) => inStatement(tenantId, told, gate)
            : undefined;
        const stored = await appendMessage(db, engine, message, publishWith);
        if (!stored) throw new Error(`${engagementId} message ${round} refused`);
        if (!stored.published)
          await events.publish(tenantId, [
            ...told,
            ...stored.alerts.map((alert): LiveEvent => ({ type: 'alert', data: alert })),
          ]);
      }
    };
    await Promise.all(engagements.map(sendAll));
    // Some went together (the first round's eight were read at once).
    if (engine === 'postgres') expect(state.statements).toBeLessThan(engagements.length * ROUNDS);
    // Each engagement's events, in the order delivered and as stored (by id): its messages in order, the alert
    // after the message that raised it.
    const expected = (n: number) =>
      Array.from({ length: ROUNDS }, (_, round) =>
        round === 1 && n % 2 === 0 ? [`message ${round}`, 'alert 1'] : [`message ${round}`],
      ).flat();
    const describe = (event: StoredEvent) =>
      event.type === 'message'
        ? `message ${event.data.message.index}`
        : event.type === 'alert'
          ? `alert ${event.data.index}`
          : event.type;
    const ofEngagement = (list: StoredEvent[], engagementId: string) =>
      list
        .filter((event) => 'engagementId' in event.data && event.data.engagementId === engagementId)
        .map(describe);
    // As stored, in id order: the order every instance delivers them in (event-bus.test.ts).
    const stored = (
      await sql<{ id: string; tenant_id: number; event_type: string; payload: string }>`select id, tenant_id,
          event_type, payload from engagement_event where tenant_id = ${tenantId} order by id`.execute(
        test.db.kysely,
      )
    ).rows.map(toStoredEvent);
    for (const [n, engagementId] of engagements.entries())
      expect(ofEngagement(stored, engagementId), engagementId).toEqual(expected(n));
    // The alerts, stored once each with the message that raised them.
    const alerts = await sql<{ engagement_id: string; message_index: number }>`select c.engagement_id,
        a.message_index from compliance_alert a join conversation c on c.id = a.conversation_id
        where c.tenant_id = ${tenantId} and a.rule_id = 'batch-rule' order by c.engagement_id`.execute(
      test.db.kysely,
    );
    expect(alerts.rows.map((row) => [row.engagement_id, Number(row.message_index)])).toEqual(
      engagements
        .filter((_, n) => n % 2 === 0)
        .sort()
        .map((engagementId) => [engagementId, 1]),
    );
    for (const engagementId of engagements) {
      expect((await storedOf(engagementId)).map(({ index }) => index)).toEqual([0, 1, 2, 3]);
      // Stages by index 0..3: greet, qualify, discovery, greet.
      expect(await stagesOf(engagementId)).toEqual({
        'Agent Discovery': 1,
        'Agent Qualify': 1,
        'Warm Greet Intro': 2,
      });
    }
  }, 30_000);

  describe.runIf(engine === 'postgres')('a batch that fails (PostgreSQL)', () => {
    it('writes again alone the messages of a batch the database refused: only the faulty one fails', async () => {
      const engagements = await start(6);
      const messages = await Promise.all(engagements.map((engagementId) => messageOf(engagementId)));
      // A text PostgreSQL cannot hold (a NUL character) in the fifth message, which goes in the batch.
      const faulty = { ...messages[4], content: 'no \u0000 here' } as NewMessage;
      messages[4] = faulty;
      const { state, plugin } = counting();
      const db = test.db.kysely.withPlugin(plugin) as Executor;
      const results = await Promise.allSettled(messages.map((message) => appendMessage(db, engine, message)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      // Sent: the first alone, the batch of the others (refused), then each of those alone (the faulty one
      // refused again).
      expect(state.sent).toBe(BATCHES_IN_FLIGHT + 1 + (messages.length - BATCHES_IN_FLIGHT));
      for (const [n, engagementId] of engagements.entries())
        expect((await storedOf(engagementId)).map(({ index }) => index)).toEqual(n === 4 ? [] : [0]);
    });

    it('fails each message of a batch whose outcome is unknown (no answer from the database) with its error', async () => {
      const engagements = await start(5);
      const messages = await Promise.all(engagements.map((engagementId) => messageOf(engagementId)));
      const { state, plugin } = counting();
      const db = test.db.kysely.withPlugin(plugin) as Executor;
      const lost = new Error('Connection terminated unexpectedly');
      // The batch of the others is sent after the first ones: its answer is lost.
      state.fail = lost;
      state.failSent = BATCHES_IN_FLIGHT + 1;
      const writes = messages.map((message) => appendMessage(db, engine, message));
      const results = await Promise.allSettled(writes);
      expect(results.map((result) => result.status)).toEqual(
        messages.map((_, n) => (n < BATCHES_IN_FLIGHT ? 'fulfilled' : 'rejected')),
      );
      for (const result of results.slice(BATCHES_IN_FLIGHT))
        expect(result.status === 'rejected' ? result.reason : undefined).toBe(lost);
      // Not written again: the batch is the last statement.
      expect(state.statements).toBe(BATCHES_IN_FLIGHT + 1);
    });
  });
});
