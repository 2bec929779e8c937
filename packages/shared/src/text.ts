/** Spec section 5: trim, cut at the given length, append '...'. */
export const truncate = (text: string | null | undefined, length: number): string => {
  const trimmed = (text ?? '').trim();
  return trimmed.length > length ? `${trimmed.slice(0, length)}...` : trimmed;
};

type Instant = string | number | Date | null | undefined;

const instantOf = (value: Instant): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const partFormats = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock fields of an instant in a zone (UTC when the zone is unknown to this runtime). */
const partsOf = (date: Date, timeZone: string) => {
  let format = partFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return partsOf(date, 'UTC');
    }
    partFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
};

/**
 * Spec section 9: a date displays as year/month/day, zero padded (`2026/11/28`), in UTC unless a page shows its
 * tenant's time zone. Every page formats dates and times here.
 */
export const formatDate = (value: Instant, timeZone = 'UTC'): string => {
  const date = instantOf(value);
  if (!date) return '';
  const { year, month, day } = partsOf(date, timeZone);
  return `${year}/${month}/${day}`;
};

/** The date and the 24-hour time (`2026/11/28 14:03`, with `:07` when `seconds`), in the zone. */
export const formatDateTime = (value: Instant, timeZone = 'UTC', seconds = false): string => {
  const date = instantOf(value);
  if (!date) return '';
  const { hour, minute, second } = partsOf(date, timeZone);
  return `${formatDate(date, timeZone)} ${hour}:${minute}${seconds ? `:${second}` : ''}`;
};

/** The 24-hour time alone (`14:03:07`), in the zone. */
export const formatTime = (value: Instant, timeZone = 'UTC'): string => {
  const date = instantOf(value);
  if (!date) return '';
  const { hour, minute, second } = partsOf(date, timeZone);
  return `${hour}:${minute}:${second}`;
};

/** A time zone as pages name it beside the times shown in it: its IANA name, spaces for underscores. */
export const zoneName = (timeZone: string): string => timeZone.replaceAll('_', ' ');

/** A calendar day `YYYY-MM-DD` (a report's period, a week's start) as the spec displays dates: `2026/11/28`. */
export const formatDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replaceAll('-', '/') : day;

/** Spec section 9: year/month/day in UTC, zero padded. */
export const formatUtcDate = (value: Instant): string => formatDate(value, 'UTC');

const pluralRules = new Intl.PluralRules('en-US');

/** A count and its noun in the right number (`1 conversation`, `2 conversations`), the count grouped (`1,234`). */
export const countOf = (count: number, one: string, other: string): string =>
  `${count.toLocaleString('en-US')} ${pluralRules.select(count) === 'one' ? one : other}`;

/** A length of time in words: `44 s`, `1 min 44 s`, `2 h 5 min`. */
export const formatDurationWords = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
};

/**
 * Spec section 2: section detection from a path (trailing slash stripped). Admin words win, then `home`
 * (the platform area); otherwise the third path segment, hyphens replaced by spaces.
 */
const ADMIN_WORDS = ['admin', 'applications', 'account-management', 'role-management', 'agent-attributes'];
export const detectSection = (path: string): string => {
  const stripped = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (ADMIN_WORDS.some((word) => stripped.includes(word))) return 'admin';
  if (stripped.includes('home')) return 'home';
  return (stripped.split('/')[2] ?? '').replace(/-/g, ' ');
};
