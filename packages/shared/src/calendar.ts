/*
 * The calendar the product accepts: every date and time the API takes lies from 1970-01-01 to 2199-12-31 (as
 * instants, from 1970-01-01T00:00:00Z to before 2200-01-01T00:00:00Z). One rule for every input, so that no date
 * outside what both databases store and `toISOString` writes as four-digit years reaches arithmetic, a query or a
 * loop. The zod schemas built on it are in `schemas/calendar.ts`; this file holds no zod (pages without forms
 * import it).
 */

export const CALENDAR_MIN_DATE = '1970-01-01';
export const CALENDAR_MAX_DATE = '2199-12-31';
/** The first instant of the range, epoch milliseconds. */
export const CALENDAR_START_MS = Date.UTC(1970, 0, 1);
/** The first instant after the range, epoch milliseconds. */
export const CALENDAR_END_MS = Date.UTC(2200, 0, 1);
/** The range as people read it, for messages and the API's documentation. */
export const CALENDAR_RANGE_TEXT = `from ${CALENDAR_MIN_DATE} to ${CALENDAR_MAX_DATE}`;
/** A date `YYYY-MM-DD` of a year of the range (1970 to 2199): the OpenAPI document's pattern. */
export const CALENDAR_DATE_PATTERN = /^(?:19[7-9]\d|2[01]\d\d)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** An ISO 8601 time with seconds and `Z` or an offset `±hh:mm`, of a year of the range. */
export const CALENDAR_TIME_PATTERN =
  /^(?:19[7-9]\d|2[01]\d\d)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30) and lies in the accepted range. */
export const isCalendarDate = (text: string): boolean => {
  if (!DATE_SHAPE.test(text) || text < CALENDAR_MIN_DATE || text > CALENDAR_MAX_DATE) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** An ISO 8601 time with seconds and `Z` or an offset, of a day that exists, whose instant lies in the range. */
export const isCalendarTime = (text: string): boolean =>
  CALENDAR_TIME_PATTERN.test(text) &&
  isCalendarDate(text.slice(0, 10)) &&
  isCalendarInstant(Date.parse(text));

/** Whether an instant (epoch milliseconds) lies in the accepted range. */
export const isCalendarInstant = (ms: number): boolean =>
  Number.isFinite(ms) && ms >= CALENDAR_START_MS && ms < CALENDAR_END_MS;

/** The date of the range nearest to a date `YYYY-MM-DD`: a derived period's end never leaves the range. */
export const clampCalendarDate = (date: string): string =>
  date < CALENDAR_MIN_DATE ? CALENDAR_MIN_DATE : date > CALENDAR_MAX_DATE ? CALENDAR_MAX_DATE : date;
