import {
  type AgentReportRow,
  type AssistImpactReport,
  type CorrectionsReport,
  DEFAULT_STAGE_ORDER,
  type FlowReport,
  type FunnelReport,
  type TimeInStageReport,
} from '@parlance/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { type StoredConversation, saveStageOrder, storeConversation } from './support/report-fixtures.js';
import { sketched } from './support/sketch.js';
import { insertProgram } from './support/studio-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createUser } from './support/users.js';

/*
 * Every report against a plain computation over the raw messages of random conversations, written from the
 * definitions of the reporting issue without the server's per-stage rows: runs are found by walking the
 * messages, days by shifting UTC by the zone's fixed offset (Etc/GMT-3 is UTC+3, with no daylight saving).
 */

/** Two programs' orders: the default, and one with Discovery before Qualify and no Medicare or Dental stage. */
const ORDERS = [
  DEFAULT_STAGE_ORDER,
  ['Warm Greet Intro', 'Agent Discovery', 'Agent Qualify', 'Agent Recommend', 'Sincere Goodbye'],
] as const;
/** What lists follow over both programs: the first one's order, then the second's stages it lacks (none). */
const ORDER = DEFAULT_STAGE_ORDER;
const FLOATING = ['Not in Anchor', 'Other'];
const STAGES = [
  'Warm Greet Intro',
  'Agent Qualify',
  'Agent Discovery',
  'Agent Recommend',
  'Sincere Goodbye',
  'Other',
  'Not in Anchor',
];
const ZONE = 'Etc/GMT-3';
/** The hooks' and the property's limit: only a hang should reach it. */
const HEAVY_TIMEOUT_MS = 300_000;
const OFFSET_MS = 3 * 3_600_000;
/** A Wednesday to a Monday: the rollups answer with the whole week between and the days of the part weeks. */
const FROM = '2026-11-04';
const TO = '2026-11-16';

type Case = Omit<StoredConversation, 'programId' | 'agentUserId'> & { agent: number | null; program: 0 | 1 };

const conversationArbitrary = fc
  .record({
    agent: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    program: fc.constantFrom(0 as const, 1 as const),
    control: fc.boolean(),
    channel: fc.constantFrom('voice', 'chat'),
    source: fc.constantFrom('simulator' as const, 'api' as const, 'import' as const),
    // From 1 November 00:00 UTC, over 18 days: some fall outside the period on either side.
    start: fc.integer({ min: Date.UTC(2026, 10, 1), max: Date.UTC(2026, 10, 19) }),
    messages: fc.array(
      fc.record({
        stage: fc.constantFrom(...STAGES),
        corrected: fc.option(fc.constantFrom(...STAGES), { nil: undefined, freq: 4 }),
        gapMs: fc.integer({ min: 0, max: 120_000 }),
      }),
      { minLength: 1, maxLength: 9 },
    ),
    alerts: fc.subarray(['recorded-line-notice', 'qualify-before-recommend']),
  })
  .map((raw): Case => {
    let at = raw.start;
    const messages = raw.messages.map((message, index) => {
      if (index > 0) at += message.gapMs;
      return {
        stage: message.stage,
        corrected: message.corrected === message.stage ? undefined : message.corrected,
        at: new Date(at).toISOString(),
      };
    });
    return {
      agent: raw.agent,
      program: raw.program,
      group: raw.agent === null ? null : raw.control ? 'control' : 'assisted',
      channel: raw.channel,
      source: raw.source,
      messages,
      alerts: raw.alerts.map((ruleId) => ({
        ruleId,
        severity: ruleId === 'recorded-line-notice' ? ('critical' as const) : ('warning' as const),
        index: messages.length - 1,
      })),
    };
  });

// The plain computation.
const stageOf = (message: StoredConversation['messages'][number]) => message.corrected ?? message.stage;
const localDay = (iso: string) => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 10);
/** In the period, and not a simulator test chat (which only a source filter naming it shows). */
const inPeriod = (c: Case) => {
  const day = localDay(c.messages[0]!.at);
  return day >= FROM && day <= TO && c.source !== 'simulator';
};
const reachedSet = (c: Case) => new Set(c.messages.map(stageOf));
const timeIn = (c: Case): Map<string, number> => {
  const times = new Map<string, number>();
  let runStart = 0;
  for (let i = 1; i <= c.messages.length; i++) {
    const ends = i === c.messages.length || stageOf(c.messages[i]!) !== stageOf(c.messages[runStart]!);
    if (!ends) continue;
    const endAt = i === c.messages.length ? c.messages.at(-1)!.at : c.messages[i]!.at;
    const stage = stageOf(c.messages[runStart]!);
    times.set(
      stage,
      (times.get(stage) ?? 0) + (Date.parse(endAt) - Date.parse(c.messages[runStart]!.at)) / 1000,
    );
    runStart = i;
  }
  return times;
};
const handle = (c: Case) => (Date.parse(c.messages.at(-1)!.at) - Date.parse(c.messages[0]!.at)) / 1000;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return low + 1 < sorted.length
    ? sorted[low]! * (1 - (rank - low)) + sorted[low + 1]! * (rank - low)
    : sorted[low]!;
};
const listOf = (cases: Case[], used: (c: Case) => string[]) => [
  ...ORDER,
  ...[...new Set(cases.flatMap(used))].filter((stage) => !ORDER.includes(stage)).sort(),
];
const firstIndex = (c: Case, stage: string) => c.messages.findIndex((message) => stageOf(message) === stage);

/** A percentile: within the sketch's documented bound of the exact figure (REPORTING.md "Percentiles"). */
const close = (actual: number | null, expected: number | null) => {
  expect(actual).toEqual(sketched(expected));
};

describe(`reports against a plain computation (${engine})`, () => {
  let test: TestApp;
  let tenant: TenantWithProgram;
  let agents: number[];
  let programs: number[];

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await tenantWithProgram(
      test,
      { tenantName: 'Report property', programName: 'Report property program' },
      ['p-view_post-call-analytics_product'],
    );
    await test.db.kysely
      .updateTable('tenant')
      .set({ time_zone: ZONE })
      .where('id', '=', tenant.tenantId)
      .execute();
    programs = [tenant.programId, await insertProgram(test, tenant.tenantId, 'Report property second')];
    for (const [index, programId] of programs.entries())
      await saveStageOrder(test, tenant.tenantId, programId, ORDERS[index]!);
    // The tenant's rollups built in its zone before the first report, so that reports may read them.
    await test.app.context.reportRollups.foldAll();
    agents = [];
    for (let i = 0; i < 3; i++)
      agents.push((await createUser(test, { tenantPublicId: tenant.tenant.publicId })).id);
    // A server, two programs, a fold and three users: seconds alone, but on two cores shared with a build or a
    // browser it has taken over a minute; the limits are for a hang, not for the machine's load.
  }, HEAVY_TIMEOUT_MS);
  afterAll(() => test.close(), HEAVY_TIMEOUT_MS);

  const report = async <T>(name: string, query = '') => {
    const response = await tenant.member.client.request(
      'GET',
      `/${tenant.tenant.publicId}/api/reports/${name}?from=${FROM}&to=${TO}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    recording?.set(`${name}${query}`, response.json());
    return response.json() as T;
  };
  /** The answers of the reports asked while set, by report and query. */
  let recording: Map<string, unknown> | undefined;

  it(
    'gives the figures of the definitions for random conversations and corrections',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(conversationArbitrary, { minLength: 0, maxLength: 12 }), async (all) => {
          await test.db.kysely.deleteFrom('conversation').where('tenant_id', '=', tenant.tenantId).execute();
          for (const c of all)
            await storeConversation(test, tenant.tenantId, {
              ...c,
              programId: programs[c.program]!,
              agentUserId: c.agent === null ? null : agents[c.agent]!,
            });
          const cases = all.filter(inPeriod);
          // Every report from the rollups (folded before it), then the same from the base tables.
          const { reportRollups } = test.app.context;
          const answers = [new Map<string, unknown>(), new Map<string, unknown>()];
          for (const rollups of [true, false]) {
            reportRollups.enabled = rollups;
            recording = answers[rollups ? 0 : 1];
            const before = { ...reportRollups.stats };
            const reached = (stage: string) => cases.filter((c) => reachedSet(c).has(stage));

            const funnel = await report<FunnelReport>('funnel');
            expect(funnel.conversations).toBe(cases.length);
            // The order's stages, and apart the floating ones and any other reached.
            expect(funnel.stages.map((row) => row.stage)).toEqual(ORDER);
            expect(funnel.outsideOrder.map((row) => row.stage)).toEqual([
              ...FLOATING,
              ...listOf(cases, (c) => [...reachedSet(c)])
                .slice(ORDER.length)
                .filter((stage) => !FLOATING.includes(stage)),
            ]);
            for (const row of [...funnel.stages, ...funnel.outsideOrder]) {
              expect(row.reached).toBe(reached(row.stage).length);
              close(row.reachedShare, cases.length === 0 ? null : reached(row.stage).length / cases.length);
            }

            const time = await report<TimeInStageReport>('time-in-stage');
            for (const row of time.stages) {
              const values = reached(row.stage).map((c) => timeIn(c).get(row.stage)!);
              expect(row.conversations).toBe(values.length);
              close(row.medianSeconds, percentile(values, 0.5));
              close(row.p90Seconds, percentile(values, 0.9));
            }
            close(time.handleTime.medianSeconds, percentile(cases.map(handle), 0.5));
            close(time.handleTime.p90Seconds, percentile(cases.map(handle), 0.9));

            // Skips and out-of-order pairs: each conversation against its own program's order.
            const flow = await report<FlowReport>('flow');
            expect(flow.skipped.map((row) => row.stage)).toEqual(ORDER);
            const skippedIn = (c: Case, stage: string) => {
              const own: readonly string[] = ORDERS[c.program]!;
              const at = own.indexOf(stage);
              return (
                at >= 0 &&
                !reachedSet(c).has(stage) &&
                own.slice(at + 1).some((later) => reachedSet(c).has(later))
              );
            };
            for (const row of flow.skipped)
              expect(row.conversations, row.stage).toBe(cases.filter((c) => skippedIn(c, row.stage)).length);
            const pairCounts = new Map<string, number>();
            for (const c of cases) {
              const own: readonly string[] = ORDERS[c.program]!;
              own.forEach((earlier, i) => {
                for (const later of own.slice(i + 1)) {
                  const b = firstIndex(c, later);
                  const a = firstIndex(c, earlier);
                  if (a >= 0 && b >= 0 && b < a)
                    pairCounts.set(`${later}|${earlier}`, (pairCounts.get(`${later}|${earlier}`) ?? 0) + 1);
                }
              });
            }
            const pairs = [...pairCounts].map(([pair, count]) => `${pair}|${count}`);
            expect(
              flow.outOfOrder.map((row) => `${row.first}|${row.then}|${row.conversations}`).sort(),
            ).toEqual(pairs.sort());
            // Each bar's drill-down lists as many conversations as the bar counts, by the same rule.
            const listed = async (query: string) => {
              const response = await tenant.member.client.request(
                'GET',
                `/${tenant.tenant.publicId}/api/reports/conversations?from=${FROM}&to=${TO}&size=1&${query}`,
              );
              expect(response.statusCode, response.body).toBe(200);
              return Number(response.headers['x-total-count']);
            };
            // Without a condition, the period's conversations (from the rollups: their sum by week and bucket).
            expect(await listed('')).toBe(cases.length);
            for (const row of flow.skipped.filter((skip) => skip.conversations > 0))
              expect(await listed(`notReached=${encodeURIComponent(row.stage)}`), row.stage).toBe(
                row.conversations,
              );
            for (const row of flow.outOfOrder)
              expect(
                await listed(
                  `pairFirst=${encodeURIComponent(row.first)}&pairThen=${encodeURIComponent(row.then)}`,
                ),
              ).toBe(row.conversations);
            const simulated = all.filter(
              (c) => inPeriod({ ...c, source: 'api' }) && c.source === 'simulator',
            );
            expect((await report<FunnelReport>('funnel', '&source=simulator')).conversations).toBe(
              simulated.length,
            );
            const alertCount = (rule: string) =>
              cases.filter((c) => c.alerts?.some((a) => a.ruleId === rule)).length;
            for (const row of flow.alerts) expect(row.conversations).toBe(alertCount(row.ruleId));
            expect(flow.alerts.reduce((sum, row) => sum + row.alerts, 0)).toBe(
              cases.reduce((sum, c) => sum + (c.alerts?.length ?? 0), 0),
            );

            const assist = await report<AssistImpactReport>('assist-impact');
            for (const group of ['assisted', 'control'] as const) {
              const own = cases.filter((c) => c.group === group);
              const got = assist[group];
              expect(got.conversations).toBe(own.length);
              expect(got.agents).toBe(new Set(own.map((c) => c.agent)).size);
              expect(got.reachedRecommend).toBe(
                own.filter((c) => reachedSet(c).has('Agent Recommend')).length,
              );
              close(got.medianHandleSeconds, percentile(own.map(handle), 0.5));
              close(
                got.alertsPerConversation,
                own.length === 0
                  ? null
                  : own.reduce((sum, c) => sum + (c.alerts?.length ?? 0), 0) / own.length,
              );
            }

            const agentRows = await report<AgentReportRow[]>('agents', '&size=100');
            const withAgent = cases.filter((c) => c.agent !== null);
            expect(agentRows.map((row) => row.agent.id).sort()).toEqual(
              [...new Set(withAgent.map((c) => agents[c.agent!]!))].sort(),
            );
            for (const row of agentRows) {
              const own = withAgent.filter((c) => agents[c.agent!] === row.agent.id);
              const groups = new Set(own.map((c) => c.group));
              expect(row.group).toBe(groups.size > 1 ? 'mixed' : [...groups][0]);
              expect(row.conversations).toBe(own.length);
              expect(row.corrections).toBe(own.flatMap((c) => c.messages.filter((m) => m.corrected)).length);
            }

            // With filters, the rollups answer from their rows by filter value, not from those without them
            // (migration 030): the agents report and every report from them, each compared with the base tables below.
            for (const filter of [
              `&programId=${programs[1]}`,
              '&group=assisted',
              '&channel=voice',
              '&source=import',
            ]) {
              const filtered = await report<AgentReportRow[]>('agents', `&size=100${filter}`);
              const own = withAgent.filter(
                (c) =>
                  (filter !== '&group=assisted' || c.group === 'assisted') &&
                  (filter !== `&programId=${programs[1]}` || c.program === 1) &&
                  (filter !== '&channel=voice' || c.channel === 'voice') &&
                  (filter !== '&source=import' || c.source === 'import'),
              );
              expect(
                filtered.reduce((sum, row) => sum + row.conversations, 0),
                filter,
              ).toBe(own.length);
              for (const name of ['funnel', 'time-in-stage', 'flow', 'assist-impact', 'corrections'])
                await report(name, filter);
            }

            const corrections = await report<CorrectionsReport>('corrections');
            const messages = cases.flatMap((c) => c.messages);
            expect(corrections.byStage.map((row) => row.stage)).toEqual(
              listOf(cases, (c) => c.messages.map((m) => m.stage)),
            );
            for (const row of corrections.byStage) {
              const labelled = messages.filter((m) => m.stage === row.stage);
              expect(row.messages).toBe(labelled.length);
              expect(row.corrected).toBe(labelled.filter((m) => m.corrected).length);
            }
            expect(corrections.weekly.reduce((sum, week) => sum + week.messages, 0)).toBe(messages.length);
            expect(corrections.confusions.reduce((sum, row) => sum + row.count, 0)).toBe(
              messages.filter((m) => m.corrected).length,
            );
            // Funnel (twice), time in stage, flow, assist impact, corrections and the drill-downs' counts read the
            // rollups, or all the base tables.
            const [used, unused] = rollups ? ['rollup', 'base'] : ['base', 'rollup'];
            expect(reportRollups.stats[used as 'base'] - before[used as 'base']).toBeGreaterThanOrEqual(6);
            expect(reportRollups.stats[unused as 'base'] - before[unused as 'base']).toBe(0);
          }
          recording = undefined;
          reportRollups.enabled = true;
          // Both ways answer the very same figures, percentiles and weekly medians included (the same buckets).
          expect(answers[0]!.size).toBeGreaterThan(0);
          expect(Object.fromEntries(answers[0]!)).toEqual(Object.fromEntries(answers[1]!));
        }),
        { numRuns: 25 },
      );
      // Every report is asked twice a run (rollups, then base tables): room for a busy machine.
    },
    HEAVY_TIMEOUT_MS,
  );
});
