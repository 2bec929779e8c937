import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar.js';
import { addDays, isTimeZone, mondayOf, zonedDate, zonedDayStart } from './reporting.js';
import { daysBetween, reportFiltersSchema } from './schemas/reporting.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('report days in a time zone', () => {
  it('counts 23:30 UTC on the next day in Berlin, and 22:30 UTC on the same day in winter', () => {
    expect(zonedDate('2026-07-01T23:30:00Z', 'Europe/Berlin')).toBe('2026-07-02');
    expect(zonedDate('2026-01-15T22:30:00Z', 'Europe/Berlin')).toBe('2026-01-15');
    expect(zonedDate('2026-01-15T23:30:00Z', 'UTC')).toBe('2026-01-15');
  });

  it('starts a day at local midnight, across daylight-saving changes and half-hour zones', () => {
    // Berlin moves to summer time on 29 March 2026: that day starts at UTC+1, the next at UTC+2.
    expect(iso(zonedDayStart('2026-03-29', 'Europe/Berlin'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(zonedDayStart('2026-03-30', 'Europe/Berlin'))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(zonedDayStart('2026-06-01', 'America/New_York'))).toBe('2026-06-01T04:00:00.000Z');
    expect(iso(zonedDayStart('2026-06-01', 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
    expect(iso(zonedDayStart('2026-06-01', 'UTC'))).toBe('2026-06-01T00:00:00.000Z');
  });

  it('finds the Monday of a week and moves by days across months and years', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('report filters', () => {
  it('takes real calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('refuses an end before the start and a period over 366 days', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(366);
    expect(reportFiltersSchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    const long = reportFiltersSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' });
    expect(long.success ? [] : long.error.issues.map((issue) => issue.path.join('.'))).toEqual(['to']);
    const backwards = reportFiltersSchema.safeParse({ from: '2026-01-02', to: '2026-01-01' });
    expect(backwards.success).toBe(false);
  });

  it('reads ids, sources and groups from query text', () => {
    expect(reportFiltersSchema.parse({ programId: '7', source: 'import', group: 'control' })).toEqual({
      programId: 7,
      source: 'import',
      group: 'control',
    });
    expect(reportFiltersSchema.safeParse({ programId: 'x' }).success).toBe(false);
    expect(reportFiltersSchema.safeParse({ source: 'fax' }).success).toBe(false);
  });
});
