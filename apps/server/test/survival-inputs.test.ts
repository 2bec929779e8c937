import { REPORT_NAMES, type TimeInStageReport } from '@parlance/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WORK_BYTES, ReportWork, reportQueries } from '../src/modules/conversations/report-queries.js';
import { periodWeeks } from '../src/modules/reporting/report-compute.js';
import { engine } from './support/database.js';
import { type TenantWithProgram, tenantWithProgram } from './support/engagement-fixtures.js';
import { after, storeConversation } from './support/report-fixtures.js';
import { dataSnapshot, snapshot, startTestApp, type TestApp } from './support/test-app.js';
import { expectProblem, fieldsOf } from './support/users.js';

const RANGE = 'from 1970-01-01 to 2199-12-31';
const DATE_MESSAGE = `A date YYYY-MM-DD ${RANGE}.`;

/** Each report's CSV tables, in order (the first is the default): written out here, not read from the routes. */
const CSV_TABLES: Record<string, string[]> = {
  funnel: ['stages', 'outsideOrder'],
  'time-in-stage': ['stages', 'handleTime', 'weekly'],
  flow: ['skipped', 'outOfOrder', 'alerts'],
  'assist-impact': ['groups'],
  corrections: ['byStage', 'weekly', 'confusions', 'testRuns'],
};
const RESERVED_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

/*
 * Hostile but well-formed input that once stopped the server or answered 5xx: dates outside what the product
 * accepts (a loop over weeks that never ended), reserved property names as table names, year-0 message times,
 * refused media types; and the report hours' memory bound.
 */
describe(`inputs that once broke the server are refused or answered (${engine})`, () => {
  let test: TestApp;
  let a: TenantWithProgram;
  let key: string;

  const report = (name: string, query: string, accept?: string) =>
    a.member.client.request('GET', `/${a.tenant.publicId}/api/reports/${name}?${query}`, undefined, {
      ...(accept === undefined ? {} : { headers: { accept } }),
    });

  beforeAll(async () => {
    test = await startTestApp();
    a = await tenantWithProgram(test, { tenantName: 'Survival inputs', programName: 'Survival program' }, [
      'p-view_post-call-analytics_product',
    ]);
    const t = '2026-11-03T09:00:00.000Z';
    await storeConversation(test, a.tenantId, {
      programId: a.programId,
      channel: 'voice',
      messages: [
        { stage: 'Warm Greet Intro', at: t },
        { stage: 'Agent Qualify', at: after(t, 30) },
        { stage: 'Agent Recommend', at: after(t, 90) },
      ],
    });
    const created = await a.tenant.client.post(`/${a.tenant.publicId}/api/api-keys`, { name: 'Recorder' });
    expect(created.statusCode, created.body).toBe(201);
    key = (created.json() as { key: string }).key;
  });
  afterAll(() => test.close());

  it('refuses report dates outside the accepted calendar with 400 naming the filter, before any work', async () => {
    const cases: [string, string][] = [
      ['from=0000-01-01', 'from'],
      ['from=0000-12-31', 'from'],
      ['to=9999-12-31', 'to'],
      ['to=0000-01-01', 'to'],
      ['to=0001-01-01', 'to'],
      ['from=1969-12-31&to=1970-01-05', 'from'],
      ['from=2199-12-01&to=2200-01-01', 'to'],
      ['from=+10000-01-01', 'from'],
    ];
    for (const name of REPORT_NAMES)
      for (const [query, field] of cases) {
        const response = await report(name, query);
        const body = expectProblem(response, 400);
        expect(fieldsOf(response), `${name}?${query}`).toEqual([field]);
        expect(body.fieldErrors![0]!.message).toBe(DATE_MESSAGE);
      }
  });

  it('answers the periods at both ends of the calendar, a derived end kept inside it', async () => {
    const periods: [string, { from: string; to: string }][] = [
      ['from=1970-01-01&to=1970-12-31', { from: '1970-01-01', to: '1970-12-31' }],
      ['from=2199-01-01&to=2199-12-31', { from: '2199-01-01', to: '2199-12-31' }],
      // One end given: 30 days from it, but never past the calendar.
      ['to=1970-01-10', { from: '1970-01-01', to: '1970-01-10' }],
      ['from=2199-12-20', { from: '2199-12-20', to: '2199-12-31' }],
    ];
    for (const [query, period] of periods) {
      for (const name of ['time-in-stage', 'corrections']) {
        const response = await report(name, query);
        expect(response.statusCode, `${name}?${query}: ${response.body}`).toBe(200);
        const body = response.json() as TimeInStageReport;
        expect(body).toMatchObject(period);
        // Every Monday from the one on or before `from` to `to`, worked out by the calendar's weekdays.
        const mondays = new Set(body.weekly.map((row) => row.weekStart));
        for (const monday of mondays) expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        // A week for the first day and one for each later Monday of the period, counted day by day.
        const last = Date.parse(`${period.to}T00:00:00Z`);
        let weeks = 0;
        for (let day = Date.parse(`${period.from}T00:00:00Z`); day <= last; day += 86_400_000)
          if (weeks === 0 || new Date(day).getUTCDay() === 1) weeks++;
        expect(mondays.size, `${name}?${query}`).toBe(weeks);
      }
    }
  });

  it('refuses a period over 366 days and one that ends before it starts', async () => {
    for (const name of REPORT_NAMES) {
      for (const query of [
        'from=1970-01-01&to=2199-12-31',
        'from=2026-01-01&to=2027-01-02',
        'from=2026-01-02&to=2026-01-01',
      ]) {
        const response = await report(name, query);
        expectProblem(response, 400);
        expect(fieldsOf(response), `${name}?${query}`).toEqual(['to']);
      }
    }
  });

  it('counts weeks by days and never loops past a period it was not given', () => {
    expect(periodWeeks('2026-11-02', '2026-11-08')).toEqual(['2026-11-02']);
    expect(periodWeeks('2026-11-01', '2026-11-09')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(periodWeeks('2199-12-01', '2199-12-31')).toHaveLength(6);
    // Unchecked periods fail at once instead of stepping date texts that stop changing.
    expect(() => periodWeeks('0000-01-01', '2026-01-01')).toThrow(RangeError);
    expect(() => periodWeeks('2026-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => periodWeeks('2026-01-01', 'not a date')).toThrow(RangeError);
  });

  it('answers 400 naming `table` and the tables there are for a reserved or unknown name, on every report', async () => {
    for (const [name, tables] of Object.entries(CSV_TABLES)) {
      for (const table of [...RESERVED_NAMES, 'nothing', '']) {
        const response = await report(name, `from=2026-11-02&to=2026-11-08&table=${table}`, 'text/csv');
        const body = expectProblem(response, 400);
        expect(fieldsOf(response), `${name} table=${table}`).toEqual(['table']);
        expect(body.fieldErrors![0]!.message).toBe(`One of: ${tables.join(', ')}.`);
      }
      // Twice named is no name.
      expect(fieldsOf(await report(name, `table=${tables[0]}&table=${tables[0]}`, 'text/csv'))).toEqual([
        'table',
      ]);
      for (const table of tables) {
        const response = await report(name, `from=2026-11-02&to=2026-11-08&table=${table}`, 'text/csv');
        expect(response.statusCode, `${name} table=${table}: ${response.body}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      }
    }
  });

  it('answers CSV only when content negotiation picks it', async () => {
    const csvFor: [string, boolean][] = [
      ['text/csv', true],
      ['text/csv;charset=utf-8', true],
      ['application/json;q=0.5, text/csv;q=0.9', true],
      ['text/*', true],
      ['text/csv;q=0', false],
      ['text/csv;q=0, application/json', false],
      ['text/csv;q=0.5, application/json', false],
      ['application/json, text/plain, */*', false],
      ['*/*', false],
      ['application/json', false],
      ['image/png', false],
      // Past 1 KB the header is not read: a thousand ranges would hold the event loop for tens of milliseconds.
      [Array.from({ length: 1000 }, () => 'text/csv;q=0.5').join(','), false],
    ];
    for (const name of [...Object.keys(CSV_TABLES), 'agents', 'conversations'])
      for (const [accept, csv] of csvFor) {
        const response = await report(name, 'from=2026-11-02&to=2026-11-08', accept);
        expect(response.statusCode, `${name} ${accept.slice(0, 40)}: ${response.body}`).toBe(200);
        expect(response.headers['content-type'], `${name} ${accept.slice(0, 40)}`).toMatch(
          csv ? /^text\/csv/ : /^application\/json/,
        );
      }
  });

  it('refuses imported message times outside the calendar with 400 naming the message, and stores nothing', async () => {
    const good = (time: string) => ({
      engagementId: `PLATFORM${Math.floor(Math.random() * 1e9)}`,
      program: a.programId,
      channel: 'voice',
      messages: [
        { from: 'Agent', content: 'Hello, thank you for calling.', time: '2026-11-02T09:00:00Z' },
        { from: 'Visitor', content: 'Hi, I have a question.', time },
      ],
    });
    const importCall = (body: unknown) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/conversations',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const before = await snapshot(test.db, ['session', 'api_key']);
    for (const time of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '1969-12-31T23:59:59Z',
      '1970-01-01T00:00:00+14:00',
    ]) {
      for (const body of [
        good(time),
        // The first message of its own: the times before it cannot be what refuses it.
        { ...good(time), messages: [{ from: 'Agent', content: 'Hello.', time }] },
      ]) {
        const response = await importCall(body);
        expectProblem(response, 400);
        const index = body.messages.length - 1;
        expect(fieldsOf(response), time).toEqual([`messages[${index}].time`]);
      }
    }
    expect(await snapshot(test.db, ['session', 'api_key'])).toEqual(before);
    // The edge of the calendar is taken.
    const edge = good('2026-11-02T09:00:01Z');
    edge.messages[0]!.time = '1970-01-01T00:00:00Z';
    const accepted = await importCall(edge);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses list date filters outside the calendar', async () => {
    const before = await dataSnapshot(test.db);
    for (const value of ['0000-01-01', '9999-12-31', '1969-12-31T23:59:59Z']) {
      const response = await a.tenant.client.get(
        `/${a.tenant.publicId}/api/programs?createdDate.dateIs=${value}`,
      );
      expectProblem(response, 400);
      expect(response.body).toContain(RANGE);
    }
    const inside = await a.tenant.client.get(
      `/${a.tenant.publicId}/api/programs?createdDate.dateAfter=1970-01-01`,
    );
    expect(inside.statusCode, inside.body).toBe(200);
    expect(await dataSnapshot(test.db)).toEqual(before);
  });

  it('states the calendar in the OpenAPI document: report filters and imported times', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema: object }[]; requestBody?: object }>
      >;
    };
    const funnel = document.paths['/{tenantPublicId}/api/reports/funnel']!.get!;
    for (const name of ['from', 'to']) {
      const parameter = JSON.stringify(funnel.parameters!.find((each) => each.name === name));
      expect(parameter).toContain(RANGE);
      expect(parameter).toContain('19[7-9]');
    }
    const importBody = JSON.stringify(document.paths['/api/v1/conversations']!.post!.requestBody);
    expect(importBody).toContain(RANGE);
    expect(importBody).toContain('19[7-9]');
  });

  it('holds nothing of a report once it is answered, whatever periods were asked before', async () => {
    const work = new ReportWork(256 * 1024);
    const count = async (start: string, end: string) =>
      (await reportQueries(test.db.kysely, { tenantId: a.tenantId, start, end }, work).paths()).reduce(
        (sum, fact) => sum + fact.conversations,
        0,
      );
    expect(await count('2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z')).toBe(1);
    // Thirty days of forty long-ago years: nothing held after each.
    for (let year = 1971; year < 2011; year++) {
      expect(await count(`${year}-03-01T00:00:00.000Z`, `${year}-03-31T00:00:00.000Z`)).toBe(0);
      expect(work.calculatedSize).toBe(0);
      expect(work.size).toBe(0);
    }
    expect(await count('2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z')).toBe(1);
  });

  it("reports reporting's memory in /management/prometheus", async () => {
    expect((await report('funnel', 'from=2026-11-02&to=2026-11-08')).statusCode).toBe(200);
    const metrics = (await test.app.inject({ method: 'GET', url: '/management/prometheus' })).body;
    const value = (name: string) =>
      Number(new RegExp(`^${name}\\{cache="reports"\\} (\\d+)`, 'm').exec(metrics)?.[1] ?? Number.NaN);
    // Between reports nothing is held; the bound is reported beside it.
    expect(value('cache_entries')).toBe(0);
    expect(value('cache_bytes')).toBe(0);
    expect(value('cache_max_bytes')).toBe(REPORT_WORK_BYTES);
  });
});
