import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clampCalendarDate, isCalendarDate, isCalendarInstant, isCalendarTime } from './calendar.js';
import { type ListSpec, parseListQuery } from './list-query.js';
import { calendarDateSchema, calendarTimeSchema } from './schemas/calendar.js';
import { reportFiltersSchema } from './schemas/reporting.js';
import { v1ConversationImportSchema } from './schemas/supervisor.js';

const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const RANGE = 'from 1970-01-01 to 2199-12-31';

describe('the accepted calendar: 1970-01-01 to 2199-12-31', () => {
  it('takes the dates of the range that exist, and no other', () => {
    for (const date of ['1970-01-01', '2026-02-28', '2028-02-29', '2199-12-31'])
      expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '0000-01-01',
      '0001-01-01',
      '1969-12-31',
      '2200-01-01',
      '9999-12-31',
      '2026-02-30',
      '2100-02-29',
      '2026-2-3',
      '+010000-01-01',
      '',
    ])
      expect(isCalendarDate(date), date).toBe(false);
  });

  it('takes the instants of the range, the end excluded', () => {
    expect(isCalendarInstant(Date.UTC(1970, 0, 1))).toBe(true);
    expect(isCalendarInstant(Date.UTC(2199, 11, 31, 23, 59, 59, 999))).toBe(true);
    expect(isCalendarInstant(Date.UTC(1970, 0, 1) - 1)).toBe(false);
    expect(isCalendarInstant(Date.UTC(2200, 0, 1))).toBe(false);
    expect(isCalendarInstant(Number.NaN)).toBe(false);
  });

  it('takes ISO 8601 times with seconds and a zone, of days that exist, whose instant is in the range', () => {
    for (const time of ['2026-11-28T10:00:00Z', '2026-11-28T10:00:00.123+05:30', '1970-01-01T02:00:00+02:00'])
      expect(isCalendarTime(time), time).toBe(true);
    for (const time of [
      '2026-02-30T10:00:00Z',
      '2026-11-28T24:00:00Z',
      '2026-11-28T10:00Z',
      '2026-11-28 10:00:00Z',
      '2026-11-28T10:00:00+0200',
      '1970-01-01T01:00:00+02:00',
    ])
      expect(isCalendarTime(time), time).toBe(false);
  });

  it("is the rule of the lists' date filters", () => {
    const spec: ListSpec = {
      sortable: ['createdDate'],
      filters: { createdDate: 'date' },
      defaultSort: { field: 'createdDate', order: -1 },
    };
    expect(parseListQuery({ 'createdDate.dateIs': '2026-11-28' }, spec).ok).toBe(true);
    for (const value of ['0000-01-01', '1969-12-31T23:59:59Z', '2200-01-01'])
      expect(parseListQuery({ 'createdDate.dateIs': value }, spec)).toEqual({
        ok: false,
        errors: [{ field: 'createdDate.dateIs', message: expect.stringContaining(RANGE) }],
      });
  });

  it('brings a derived date back into the range', () => {
    expect(clampCalendarDate('1969-12-03')).toBe('1970-01-01');
    expect(clampCalendarDate('2200-01-29')).toBe('2199-12-31');
    expect(clampCalendarDate('2026-11-28')).toBe('2026-11-28');
  });

  it('refuses a date outside the range once, naming the range', () => {
    expect(calendarDateSchema.safeParse('2026-11-28').success).toBe(true);
    for (const date of ['0000-01-01', '9999-12-31', '1969-12-31', '2026-02-30', 'today'])
      expect(issuesOf(calendarDateSchema.safeParse(date)), date).toEqual([
        ': A date YYYY-MM-DD from 1970-01-01 to 2199-12-31.',
      ]);
  });

  it('refuses a time whose instant is outside the range, whatever its offset', () => {
    expect(calendarTimeSchema.safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    expect(calendarTimeSchema.safeParse('1970-01-01T10:00:00+10:00').success).toBe(true);
    expect(calendarTimeSchema.safeParse('2199-12-31T23:59:59.999Z').success).toBe(true);
    for (const time of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '1969-12-31T23:59:59Z',
      '1970-01-01T00:00:00+14:00',
      '2199-12-31T23:00:00-02:00',
      '9999-12-31T23:59:59Z',
      '2026-11-28T10:00:00',
    ])
      expect(issuesOf(calendarTimeSchema.safeParse(time)), time).toEqual([
        ': An ISO 8601 time with seconds and Z or an offset, from 1970-01-01 to 2199-12-31 (UTC).',
      ]);
  });

  it('is the rule of the report filters and of imported message times', () => {
    expect(issuesOf(reportFiltersSchema.safeParse({ from: '0000-01-01' }))).toEqual([
      'from: A date YYYY-MM-DD from 1970-01-01 to 2199-12-31.',
    ]);
    expect(issuesOf(reportFiltersSchema.safeParse({ to: '9999-12-31' }))).toEqual([
      'to: A date YYYY-MM-DD from 1970-01-01 to 2199-12-31.',
    ]);
    const imported = v1ConversationImportSchema.safeParse({
      engagementId: 'PLATFORM1',
      program: 1,
      channel: 'voice',
      messages: [
        { from: 'Agent', content: 'Hello.', time: '2026-11-02T09:00:00Z' },
        { from: 'Visitor', content: 'Hi.', time: '0000-01-01T00:00:00Z' },
      ],
    });
    expect(issuesOf(imported)).toContain(
      'messages.1.time: An ISO 8601 time with seconds and Z or an offset, from 1970-01-01 to 2199-12-31 (UTC).',
    );
  });

  it('states the range in the JSON Schema the OpenAPI document is made of', () => {
    for (const schema of [calendarDateSchema, calendarTimeSchema]) {
      const json = JSON.stringify(z.toJSONSchema(schema, { io: 'input' }));
      expect(json).toContain('1970-01-01 to 2199-12-31');
      expect(json).toContain('^(?:19[7-9]\\\\d|2[01]\\\\d\\\\d)-');
    }
  });
});
