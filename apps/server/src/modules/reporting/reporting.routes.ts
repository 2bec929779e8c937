import { Readable } from 'node:stream';
import {
  AGENT_REPORT_LIST_SPEC,
  type AgentReportRow,
  ASSIST_IMPACT_STAGE,
  addDays,
  clampCalendarDate,
  DRILL_DOWN_KEYS,
  daysBetween,
  defaultStageModel,
  type EngagementSummary,
  guardCsvCell,
  REPORT_CONVERSATION_LIST_SPEC,
  REPORT_CONVERSATIONS_CSV_HEADER,
  REPORT_CSV_ROWS_MAX,
  REPORT_DEFAULT_DAYS,
  REPORT_RANGE_MAX_DAYS,
  type ReportFilters,
  reportConversationFiltersSchema,
  reportFiltersSchema,
  zonedDate,
  zonedDayStart,
} from '@parlance/shared';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { readListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { fieldProblem } from '../../lib/problem.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';
import {
  reportAgents,
  reportConversationBatch,
  reportConversationPage,
} from '../conversations/report.repository.js';
import { reportQueries } from '../conversations/report-queries.js';
import {
  type DrillDownSelection,
  isPostgres,
  type ReportSelection,
  selected,
} from '../conversations/report-selection.js';
import { findEngineProgram } from '../programs/program.repository.js';
import { findStageModel } from '../studio/stage-model.repository.js';
import { findStageDefaults, findTenant } from '../tenant/tenant.repository.js';
import {
  agentRows,
  assistImpactReport,
  correctionsReport,
  flowReport,
  funnelReport,
  listingOrder,
  periodWeeks,
  type ReportScope,
  timeInStageReport,
} from './report-compute.js';
import { csvWriter } from './report-csv.js';
import { findStageOrders, findUserInTenant, testRunsOfProgram } from './reporting.repository.js';

/** The query parameters of the filters, which the list convention's parser leaves to them. */
const FILTER_PARAMETERS = ['from', 'to', 'programId', 'agentId', 'channel', 'source', 'group'];
const DRILL_DOWN_PARAMETERS: readonly string[] = DRILL_DOWN_KEYS;
/** Conversations the CSV export reads at a time. */
const CSV_BATCH = 1000;

/**
 * What a report answers, JSON first: it wins when the client accepts both alike, and is the answer when it accepts
 * neither. CSV with its charset, so that `text/csv;charset=utf-8` is accepted as well as `text/csv`.
 */
const CSV_TYPE = 'text/csv; charset=utf-8';
const REPORT_MEDIA_TYPES = ['application/json', CSV_TYPE];
/** Longer Accept headers are answered JSON unread: the parser's work grows with the header's media ranges. */
const ACCEPT_MAX = 1024;
/** Whether content negotiation picks CSV by the Accept header's qualities (`text/csv;q=0` refuses it). */
const wantsCsv = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return (
    accept !== undefined &&
    accept.length <= ACCEPT_MAX &&
    new Negotiator(request).mediaType(REPORT_MEDIA_TYPES) === CSV_TYPE
  );
};

const pick = (query: unknown, names: readonly string[]) =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([name]) => names.includes(name)),
  );

/** A small CSV (a report's table), formula cells neutralised as every export of the product. */
const sendCsv = (reply: FastifyReply, name: string, columns: readonly string[], rows: unknown[][]) =>
  reply
    .header('content-type', CSV_TYPE)
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(
      stringifySync(
        rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardCsvCell(cell) : (cell ?? '')))),
        { header: true, columns: [...columns], bom: true, record_delimiter: 'windows' },
      ),
    );

/** Sorts agent rows by the list's sort; figures over no conversations (null) come last either way. */
const sortAgents = (rows: AgentReportRow[], field: string, order: 1 | -1) => {
  const value = (row: AgentReportRow): string | number | null =>
    field === 'name' ? row.agent.name.toLowerCase() : (row[field as keyof AgentReportRow] as number | null);
  return rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? a.agent.id - b.agent.id : x === null ? 1 : -1;
    return (x < y ? -order : x > y ? order : 0) || a.agent.id - b.agent.id;
  });
};

/**
 * Reporting (ARCHITECTURE.md "Reporting"): post-call analytics over the tenant's conversations of a period (days
 * in the tenant's time zone), by the definitions of `report-compute.ts`. Each report answers JSON, or with
 * `Accept: text/csv` the same figures as a CSV (`table` names which of its tables).
 */
export const reportingRoutes = async (app: FastifyInstance, context: AppContext) => {
  // What reports hold while they compute, bounded in bytes (reports beyond it wait their turn): one per instance,
  // created by `buildApp` with its metrics.
  const { db, reportWork: work, reportRollups } = context;
  // A report's figures read many rows: on a SQLite file, on the read worker, so that they do not hold the event
  // loop (they see committed data, as every read outside a transaction does).
  const figuresDb = db.reader ?? db.kysely;
  const postgres = isPostgres(db.kysely);
  /** The instants (ISO) at which the period's second, third… week start: `report.repository.ts`'s week bounds. */
  const weekBounds = (scope: ReportScope) =>
    periodWeeks(scope.from, scope.to)
      .slice(1)
      .map((week) => new Date(zonedDayStart(week, scope.timeZone)).toISOString());

  /**
   * The request's filters, checked against the tenant, as a selection and the scope the figures need. With
   * `rollups`, the facts come from the tenant's report rollups when they can answer (no agent filter; built in the
   * tenant's zone; few conversations waiting, folded first), else from the base tables.
   */
  const scopeOf = async (request: FastifyRequest, rollups = false) => {
    const { tenantId } = await principalOf(request);
    const filters: ReportFilters = parse(reportFiltersSchema, pick(request.query, FILTER_PARAMETERS));
    const tenant = await findTenant(db.kysely, tenantId);
    const timeZone = tenant.time_zone;
    const today = zonedDate(Date.now(), timeZone);
    // A period derived from one end stays in the accepted calendar, as the ends given do (the schema).
    const to =
      filters.to ??
      (filters.from ? clampCalendarDate(addDays(filters.from, REPORT_DEFAULT_DAYS - 1)) : today);
    const from = filters.from ?? clampCalendarDate(addDays(to, -(REPORT_DEFAULT_DAYS - 1)));
    // Before any work: the period bounds every loop over its days, weeks and hours.
    const days = daysBetween(from, to);
    if (!(days >= 1 && days <= REPORT_RANGE_MAX_DAYS))
      throw fieldProblem('from', `At most ${REPORT_RANGE_MAX_DAYS} days.`);
    // A conversation's skips and out-of-order pairs are judged against its own program's order.
    let order: readonly string[];
    let orders: ReadonlyMap<number, readonly string[]>;
    if (filters.programId !== undefined) {
      // Another tenant's program is answered as no program at all.
      const program = await findEngineProgram(db.kysely, tenantId, filters.programId);
      if (!program) throw fieldProblem('programId', 'No such program.');
      order = (await findStageModel(db.kysely, tenantId, program.id, program.agent_only === 1)).order;
      orders = new Map([[program.id, order]]);
    } else {
      orders = await findStageOrders(db.kysely, tenantId);
      // With no program yet, the order of the stages the tenant's programs start from (neutral or insurance).
      order =
        orders.size === 0
          ? defaultStageModel(false, await findStageDefaults(db.kysely, tenantId)).order
          : listingOrder(orders.values());
    }
    if (filters.agentId !== undefined && !(await findUserInTenant(db.kysely, tenantId, filters.agentId)))
      throw fieldProblem('agentId', 'No such agent.');
    const selection: ReportSelection = {
      tenantId,
      start: new Date(zonedDayStart(from, timeZone)).toISOString(),
      end: new Date(zonedDayStart(addDays(to, 1), timeZone)).toISOString(),
      programId: filters.programId,
      agentId: filters.agentId,
      channel: filters.channel,
      source: filters.source,
      group: filters.group,
      orders,
    };
    const scope: ReportScope = { from, to, timeZone, order, orders };
    const rollup =
      rollups && filters.agentId === undefined && (await reportRollups.prepare(tenantId, timeZone))
        ? {
            tenantId,
            from,
            to,
            programId: filters.programId,
            channel: filters.channel,
            source: filters.source,
            group: filters.group,
          }
        : undefined;
    const facts = () => reportQueries(figuresDb, selection, work, rollup);
    return { selection, scope, filters, facts };
  };

  /** A report's CSV: the table the `table` parameter names, else its first. */
  const csvOf = (
    request: FastifyRequest,
    reply: FastifyReply,
    report: string,
    scope: ReportScope,
    tables: Record<string, { columns: readonly string[]; rows: unknown[][] }>,
  ) => {
    // A Map, so that a name such as `__proto__` or `constructor` finds no table rather than the object's own.
    const byName = new Map(Object.entries(tables));
    const names = [...byName.keys()];
    const asked: unknown = (request.query as { table?: unknown }).table;
    const name = asked === undefined ? names[0]! : asked;
    const table = typeof name === 'string' ? byName.get(name) : undefined;
    if (!table || typeof name !== 'string') throw fieldProblem('table', `One of: ${names.join(', ')}.`);
    return sendCsv(
      reply,
      `${report}${name === names[0] ? '' : `-${name}`}-${scope.from}-${scope.to}`,
      table.columns,
      table.rows,
    );
  };

  secureRoute(app, 'GET /:tenantPublicId/api/reports/funnel', async (request, reply) => {
    const { scope, facts } = await scopeOf(request, true);
    const report = funnelReport(await facts().paths(), scope);
    if (!wantsCsv(request)) return report;
    return csvOf(request, reply, 'funnel', scope, {
      stages: {
        columns: ['stage', 'reached', 'reachedShare'],
        rows: report.stages.map((row) => [row.stage, row.reached, row.reachedShare]),
      },
      outsideOrder: {
        columns: ['stage', 'reached', 'reachedShare'],
        rows: report.outsideOrder.map((row) => [row.stage, row.reached, row.reachedShare]),
      },
    });
  });

  secureRoute(app, 'GET /:tenantPublicId/api/reports/time-in-stage', async (request, reply) => {
    const { scope, facts } = await scopeOf(request, true);
    const figures = facts();
    // A report's queries run at once (each on a connection of its own, `ReportWork` bounding them).
    const [times, handleTime] = await Promise.all([
      figures.stageTimes(weekBounds(scope)),
      figures.handleTime(),
    ]);
    const report = timeInStageReport(times, handleTime, scope);
    if (!wantsCsv(request)) return report;
    return csvOf(request, reply, 'time-in-stage', scope, {
      stages: {
        columns: ['stage', 'conversations', 'medianSeconds', 'p90Seconds'],
        rows: report.stages.map((row) => [row.stage, row.conversations, row.medianSeconds, row.p90Seconds]),
      },
      handleTime: {
        columns: ['medianSeconds', 'p90Seconds'],
        rows: [[report.handleTime.medianSeconds, report.handleTime.p90Seconds]],
      },
      weekly: {
        columns: ['weekStart', 'stage', 'medianSeconds'],
        rows: report.weekly.map((row) => [row.weekStart, row.stage, row.medianSeconds]),
      },
    });
  });

  secureRoute(app, 'GET /:tenantPublicId/api/reports/flow', async (request, reply) => {
    const { scope, facts } = await scopeOf(request, true);
    const figures = facts();
    const [paths, alerts] = await Promise.all([figures.paths(), figures.alerts()]);
    const report = flowReport(paths, alerts, scope);
    if (!wantsCsv(request)) return report;
    return csvOf(request, reply, 'flow', scope, {
      skipped: {
        columns: ['stage', 'conversations'],
        rows: report.skipped.map((row) => [row.stage, row.conversations]),
      },
      outOfOrder: {
        columns: ['first', 'then', 'conversations'],
        rows: report.outOfOrder.map((row) => [row.first, row.then, row.conversations]),
      },
      alerts: {
        columns: ['ruleId', 'severity', 'alerts', 'conversations'],
        rows: report.alerts.map((row) => [row.ruleId, row.severity, row.alerts, row.conversations]),
      },
    });
  });

  secureRoute(app, 'GET /:tenantPublicId/api/reports/assist-impact', async (request, reply) => {
    const { scope, facts } = await scopeOf(request, true);
    const report = assistImpactReport(await facts().groupFigures('group', ASSIST_IMPACT_STAGE), scope);
    if (!wantsCsv(request)) return report;
    const group = (name: string, g: typeof report.assisted) => [
      name,
      g.conversations,
      g.agents,
      g.reachedRecommend,
      g.reachedRecommendRate,
      g.rateCi95?.[0],
      g.rateCi95?.[1],
      g.medianHandleSeconds,
      g.alertsPerConversation,
    ];
    return csvOf(request, reply, 'assist-impact', scope, {
      groups: {
        columns: [
          'group',
          'conversations',
          'agents',
          'reachedRecommend',
          'reachedRecommendRate',
          'rateCi95Low',
          'rateCi95High',
          'medianHandleSeconds',
          'alertsPerConversation',
        ],
        rows: [group('assisted', report.assisted), group('control', report.control)],
      },
    });
  });

  secureRoute(app, 'GET /:tenantPublicId/api/reports/agents', async (request, reply) => {
    const query = readListQuery(request, AGENT_REPORT_LIST_SPEC, [...FILTER_PARAMETERS]);
    const { selection, scope, facts } = await scopeOf(request, true);
    const figures = await facts().groupFigures('agent', ASSIST_IMPACT_STAGE);
    const agents = await reportAgents(
      db.kysely,
      selection.tenantId,
      figures.map((fact) => Number(fact.key)),
    );
    const [sort] = query.sort;
    const rows = sortAgents(agentRows(figures, agents), sort!.field, sort!.order);
    if (wantsCsv(request))
      return sendCsv(
        reply,
        `agents-${scope.from}-${scope.to}`,
        [
          'agent',
          'name',
          'externalCode',
          'group',
          'conversations',
          'reachedRecommendRate',
          'medianHandleSeconds',
          'alertsPerConversation',
          'corrections',
        ],
        rows.map((row) => [
          row.agent.login,
          row.agent.name,
          row.agent.externalCode,
          row.group,
          row.conversations,
          row.reachedRecommendRate,
          row.medianHandleSeconds,
          row.alertsPerConversation,
          row.corrections,
        ]),
      );
    setPaginationHeaders(request, reply, query, rows.length);
    return rows.slice(query.page * query.size, (query.page + 1) * query.size);
  });

  secureRoute(app, 'GET /:tenantPublicId/api/reports/corrections', async (request, reply) => {
    const { selection, scope, filters, facts } = await scopeOf(request, true);
    const figures = facts();
    const [byStage, byWeek, confusions, testRuns] = await Promise.all([
      figures.labelsByStage(),
      figures.labelsByWeek(weekBounds(scope)),
      figures.confusions(),
      filters.programId === undefined
        ? []
        : testRunsOfProgram(db.kysely, selection.tenantId, filters.programId),
    ]);
    const report = correctionsReport(byStage, byWeek, confusions, testRuns, scope);
    if (!wantsCsv(request)) return report;
    return csvOf(request, reply, 'corrections', scope, {
      byStage: {
        columns: ['stage', 'messages', 'corrected', 'correctedShare'],
        rows: report.byStage.map((row) => [row.stage, row.messages, row.corrected, row.correctedShare]),
      },
      weekly: {
        columns: ['weekStart', 'messages', 'corrected'],
        rows: report.weekly.map((row) => [row.weekStart, row.messages, row.corrected]),
      },
      confusions: {
        columns: ['engineStage', 'stage', 'count'],
        rows: report.confusions.map((row) => [row.engineStage, row.stage, row.count]),
      },
      testRuns: {
        columns: ['testSetId', 'testSetName', 'date', 'modelVersion', 'macroF1'],
        rows: report.testRuns.map((row) => [
          row.testSetId,
          row.testSetName,
          row.date,
          row.modelVersion,
          row.macroF1,
        ]),
      },
    });
  });

  secureRoute(
    app,
    'GET /:tenantPublicId/api/reports/conversations',
    async (request, reply): Promise<EngagementSummary[] | FastifyReply> => {
      const query = readListQuery(request, REPORT_CONVERSATION_LIST_SPEC, [
        ...FILTER_PARAMETERS,
        ...DRILL_DOWN_PARAMETERS,
      ]);
      // The count from the rollups (folded first) where they answer, as the bar it drills into.
      const { selection, scope, facts } = await scopeOf(request, !wantsCsv(request));
      // "Skipped" and out of order are judged against each conversation's own program's order (the selection's
      // `orders`), as the flow's bars are.
      const drill: DrillDownSelection = parse(
        reportConversationFiltersSchema,
        pick(request.query, DRILL_DOWN_PARAMETERS),
      );
      const drilled: ReportSelection = { ...selection, ...drill };
      if (!wantsCsv(request)) {
        // The count by the same selection as the page, read before it: a conversation started since may be on
        // the page and not yet in the count, never the other way round.
        const total = await facts().count(drill);
        const conversations = await reportConversationPage(
          db.kysely,
          selection.tenantId,
          selected(drilled, postgres),
          query,
        );
        setPaginationHeaders(request, reply, query, total);
        return conversations;
      }
      // A batch at a time, each written as CSV bytes at once and its rows dropped, the next read when the response
      // has taken it: never all rows in memory, and no batch's rows or records held while the client reads. A batch's
      // rows are held within the reports' byte bound (`ReportWork`), counted with every report's.
      const where = selected(drilled, postgres);
      async function* batches() {
        const writer = csvWriter();
        yield writer.bom().record(REPORT_CONVERSATIONS_CSV_HEADER).bytes();
        const cells: unknown[] = [];
        let after: { start: string; id: number } | undefined;
        let written = 0;
        while (written < REPORT_CSV_ROWS_MAX) {
          let last: { start: string; id: number } | undefined;
          const size = Math.min(CSV_BATCH, REPORT_CSV_ROWS_MAX - written);
          const read = await work.read(
            {
              execute: async () => {
                const batch = await reportConversationBatch(db.kysely, where, after, size);
                last = batch.last;
                return batch.rows;
              },
            },
            (rows) => {
              writer.reset();
              for (const row of rows) {
                cells.length = 0;
                for (const column of REPORT_CONVERSATIONS_CSV_HEADER) {
                  const cell = row[column];
                  cells.push(typeof cell === 'string' ? guardCsvCell(cell) : cell);
                }
                writer.record(cells);
              }
              return rows.length;
            },
          );
          if (read > 0) yield writer.bytes();
          written += read;
          if (!last || read < CSV_BATCH) break;
          after = last;
        }
      }
      const csv = Readable.from(
        (async function* () {
          try {
            yield* batches();
          } catch (error) {
            request.log.error({ err: error }, 'conversations export failed');
            throw error;
          }
        })(),
        // Bytes, not objects: a batch's text is read on only once the one before it has been taken.
        { objectMode: false },
      );
      return reply
        .header('content-type', CSV_TYPE)
        .header('content-disposition', `attachment; filename="conversations-${scope.from}-${scope.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
