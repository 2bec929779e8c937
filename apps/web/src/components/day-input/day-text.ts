import { isCalendarDate } from '@parlance/shared';

/*
 * The text of a day field as the spec displays dates (year/month/day, zero padded: `2026/11/28`), and the
 * `YYYY-MM-DD` day it stands for, which URLs and the API keep.
 */

const pad = (part: string) => part.padStart(2, '0');

/** A `YYYY-MM-DD` day as the field shows it (`2026/11/28`); anything else as empty. */
export const dayText = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replaceAll('-', '/') : '';

/** Up to eight digits as `yyyy/mm/dd`, the slashes put in as the digits come. */
const digitsText = (digits: string) => {
  const kept = digits.slice(0, 8);
  return [kept.slice(0, 4), kept.slice(4, 6), kept.slice(6, 8)].filter((part) => part !== '').join('/');
};

/**
 * What is typed, kept to the field's shape: digits only, with slashes after the year and the month. A separator
 * typed after a one-digit month pads it (`2026/1/` reads `2026/01/`); `-`, `.` and spaces read as slashes, so that
 * a pasted `2026-11-28` is taken. Other characters are dropped.
 */
export const maskDayText = (typed: string): string => {
  const text = typed.trim();
  if (!/[^\d]/.test(text)) return digitsText(text);
  const parts = text.split(/[^\d]+/);
  if (parts[0] === '') parts.shift();
  const [year = '', month, day] = parts;
  const tooLong = year.length > 4 || (month?.length ?? 0) > 2 || (day?.length ?? 0) > 2 || parts.length > 3;
  // A year cut short, or a part longer than it may be, reads as digits alone.
  if (tooLong || (month !== undefined && year.length < 4)) return digitsText(parts.join(''));
  let result = year;
  if (month !== undefined) result += `/${day !== undefined && month.length === 1 ? pad(month) : month}`;
  if (day !== undefined) result += `/${day}`;
  return result;
};

/** The `YYYY-MM-DD` day a field's text names, or undefined when it names none (incomplete, or no such day). */
export const dayOfText = (text: string): string | undefined => {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isCalendarDate(day) ? day : undefined;
};

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export const addDaysTo = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};
