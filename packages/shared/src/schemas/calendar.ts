import { z } from 'zod';
import {
  CALENDAR_DATE_PATTERN,
  CALENDAR_RANGE_TEXT,
  CALENDAR_TIME_PATTERN,
  isCalendarDate,
  isCalendarTime,
} from '../calendar.js';

/*
 * The zod schemas of every date and time the API takes (`calendar.ts` holds the range). Each is one pattern, a
 * format and a description, so that the OpenAPI document states the range; the refinement adds what a pattern
 * cannot say (the day exists, the instant after the offset is in the range). A failed check ends the checks
 * (`abort`), so that a field is named once.
 */

const DATE_MESSAGE = `A date YYYY-MM-DD ${CALENDAR_RANGE_TEXT}.`;

/** A calendar date `YYYY-MM-DD` that exists, in the accepted range. */
export const calendarDateSchema = z
  .string()
  .regex(CALENDAR_DATE_PATTERN, { message: DATE_MESSAGE, abort: true })
  .refine(isCalendarDate, { message: DATE_MESSAGE, abort: true })
  .meta({ format: 'date', description: `A date YYYY-MM-DD, ${CALENDAR_RANGE_TEXT}.` });

const TIME_MESSAGE = `An ISO 8601 time with seconds and Z or an offset, ${CALENDAR_RANGE_TEXT} (UTC).`;

/** An ISO 8601 time with seconds and `Z` or an offset, whose instant lies in the accepted range. */
export const calendarTimeSchema = z
  .string()
  .regex(CALENDAR_TIME_PATTERN, { message: TIME_MESSAGE, abort: true })
  .refine(isCalendarTime, { message: TIME_MESSAGE, abort: true })
  .meta({
    format: 'date-time',
    description: `An ISO 8601 time with seconds and Z or an offset; its instant ${CALENDAR_RANGE_TEXT} (UTC).`,
  });
