/**
 * The list convention of every table (DESIGN.md section 3): `page` (0-based), `size` (1 to 100, default 20),
 * `sort=field,asc|desc` (repeatable) and filters `field.matchMode=value` with PrimeReact's match modes (arrays
 * comma-joined, dates as midnight UTC ISO text). The web app turns table state into these parameters and reads
 * them back from the URL; the server parses them with the same code, against a per-resource allow-list.
 */

import { CALENDAR_RANGE_TEXT, isCalendarInstant } from './calendar.js';
import { isStorableText, MAX_INT32, MIN_INT32, parseWholeNumber } from './value-rules.js';

export const MATCH_MODES = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
  'in',
  'lt',
  'lte',
  'gt',
  'gte',
  'dateIs',
  'dateIsNot',
  'dateBefore',
  'dateAfter',
] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

export type FilterKind = 'text' | 'number' | 'date' | 'enum' | 'boolean';

/** Which match modes make sense for a kind of field. */
export const MATCH_MODES_BY_KIND: Record<FilterKind, readonly MatchMode[]> = {
  text: ['startsWith', 'contains', 'notContains', 'endsWith', 'equals', 'notEquals', 'in'],
  number: ['equals', 'notEquals', 'in', 'lt', 'lte', 'gt', 'gte'],
  date: ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'],
  enum: ['equals', 'notEquals', 'in'],
  boolean: ['equals'],
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * The most rows a list of a table that grows with the traffic (the Supervisor's engagements, the audit log) counts
 * for its total: past it, the answer's `X-Total-Count` is this number and `LIST_TOTAL_LIMITED_HEADER` says there
 * are more (the table shows "10,000+" and pages on), so that no total reads a tenant's whole history.
 */
export const LIST_COUNT_LIMIT = 10_000;
/** The answer's header when its total was counted up to `LIST_COUNT_LIMIT` and there are more (its value). */
export const LIST_TOTAL_LIMITED_HEADER = 'x-total-count-limited';

export type FilterValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

/** Spec section 3: a table filter entry. */
export interface FilterEntry {
  value: FilterValue;
  matchMode: MatchMode;
}

/** Spec section 3: sort state (1 ascending, -1 descending). */
export interface SortEntry {
  field: string;
  order: 1 | -1;
}

export interface TableState {
  page: number;
  size: number;
  sort: SortEntry[];
  filters: Record<string, FilterEntry>;
}

export const DEFAULT_TABLE_STATE: TableState = { page: 0, size: DEFAULT_PAGE_SIZE, sort: [], filters: {} };

/** Spec section 4: each click on a column flips between ascending and descending. */
export const toggleSort = (current: SortEntry | undefined, field: string): SortEntry => ({
  field,
  order: current?.field === field && current.order === 1 ? -1 : 1,
});

/** Spec section 4: the sort text is the field name followed by ,asc or ,desc. */
export const sortText = (sort: SortEntry): string => `${sort.field},${sort.order === 1 ? 'asc' : 'desc'}`;

/**
 * Spec section 7: dates normalised to midnight UTC ISO text. A filter date is a calendar day held as local
 * midnight (what a date field gives); this is its day, whatever the time zone.
 */
export const midnightUtc = (date: Date): string =>
  new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();

/**
 * The inverse of `midnightUtc`: the day of a date text (a parsed list query's midnight UTC) as local midnight.
 * `new Date(text)` would be the evening before west of UTC, and `midnightUtc` would then write the day before.
 */
export const localDayOf = (text: string): Date => {
  const date = new Date(text);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
};

const isEmpty = (value: FilterValue) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const filterText = (value: FilterValue): string => {
  if (value instanceof Date) return midnightUtc(value);
  if (Array.isArray(value)) return value.join(',');
  return String(value);
};

/** Spec section 7: filters as query parameters `field.matchMode=value`; empty filters are left out. */
export const toQueryParams = (state: Partial<TableState>): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.page !== undefined) params.set('page', String(state.page));
  if (state.size !== undefined) params.set('size', String(state.size));
  for (const sort of state.sort ?? []) params.append('sort', sortText(sort));
  for (const [field, filter] of Object.entries(state.filters ?? {})) {
    if (!isEmpty(filter.value)) params.set(`${field}.${filter.matchMode}`, filterText(filter.value));
  }
  return params;
};

/** Spec section 7: the other form, `{field: {matchMode: value}}`. */
export const toFilterObject = (
  filters: Record<string, FilterEntry>,
): Record<string, Record<string, string>> =>
  Object.fromEntries(
    Object.entries(filters)
      .filter(([, filter]) => !isEmpty(filter.value))
      .map(([field, filter]) => [field, { [filter.matchMode]: filterText(filter.value) }]),
  );

/** What a resource allows to be sorted and filtered by, and how each filter's value is read. */
export interface ListSpec {
  sortable: readonly string[];
  filters: Record<string, FilterKind | { kind: 'enum'; values: readonly string[] }>;
  defaultSort: SortEntry;
}

/** A parsed filter, its value typed by the field's kind. */
export interface ParsedFilter {
  field: string;
  matchMode: MatchMode;
  kind: FilterKind;
  value: string | number | boolean | (string | number)[];
}

/** A parsed sort; `kind` (when the field is also filterable) lets the server sort text without regard to case. */
export interface ParsedSort extends SortEntry {
  kind?: FilterKind;
}

export interface ListQuery {
  page: number;
  size: number;
  sort: ParsedSort[];
  filters: ParsedFilter[];
}

export type ListQueryResult =
  | { ok: true; query: ListQuery }
  | { ok: false; errors: { field: string; message: string }[] };

/**
 * The allow-list entry of a name taken from the request, or undefined. Only the record's own entries count, so
 * that `constructor`, `toString` or `__proto__` name nothing. Every lookup keyed by request data goes through it.
 */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z)?$/;

type Parsed = { value: ParsedFilter['value'] } | { error: string };

const parseValue = (
  kind: FilterKind,
  matchMode: MatchMode,
  raw: string,
  values?: readonly string[],
): Parsed => {
  if (raw.length > 200) return { error: 'is too long' };
  if (!isStorableText(raw)) return { error: 'contains a character that cannot be stored' };
  const parts = matchMode === 'in' ? raw.split(',') : [raw];
  const parsed: (string | number | boolean)[] = [];
  for (const part of parts) {
    switch (kind) {
      case 'number': {
        // Number filters compare with integer columns: whole numbers in their 32-bit range.
        const value = parseWholeNumber(part);
        if (value === undefined) {
          return { error: `is not a whole number from ${MIN_INT32} to ${MAX_INT32}` };
        }
        parsed.push(value);
        break;
      }
      case 'date':
        // The accepted calendar (`calendar.ts`), as every date the API takes.
        if (!ISO_DATE.test(part) || !isCalendarInstant(Date.parse(part)))
          return { error: `is not a date ${CALENDAR_RANGE_TEXT}` };
        parsed.push(new Date(part).toISOString());
        break;
      case 'boolean':
        if (part !== 'true' && part !== 'false') return { error: 'is not true or false' };
        parsed.push(part === 'true');
        break;
      case 'enum':
        if (values && !values.includes(part)) return { error: `is not one of ${values.join(', ')}` };
        parsed.push(part);
        break;
      default:
        parsed.push(part);
    }
  }
  return {
    value: matchMode === 'in' ? (parsed as (string | number)[]) : (parsed[0] as string | number | boolean),
  };
};

/** A sort with the kind of its field when the field is also filterable (the server sorts text by `lower`). */
const parsedSort = (spec: ListSpec, sort: SortEntry): ParsedSort => {
  const fieldSpec = ownEntry(spec.filters, sort.field);
  const kind = typeof fieldSpec === 'string' ? fieldSpec : fieldSpec?.kind;
  return { field: sort.field, order: sort.order, ...(kind ? { kind } : {}) };
};

/**
 * Reads list parameters against a resource's allow-list. Unknown parameters are errors, so that a typo never
 * silently returns everything.
 */
export const parseListQuery = (
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  spec: ListSpec,
  options: { ignore?: readonly string[] } = {},
): ListQueryResult => {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([key, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [key, v]),
        );
  const errors: { field: string; message: string }[] = [];
  const query: ListQuery = { page: 0, size: DEFAULT_PAGE_SIZE, sort: [], filters: [] };
  for (const [key, raw] of entries) {
    if (options.ignore?.includes(key)) continue;
    if (key === 'page' || key === 'size') {
      const value = Number(raw);
      const max = key === 'page' ? 1_000_000 : MAX_PAGE_SIZE;
      const min = key === 'page' ? 0 : 1;
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        errors.push({ field: key, message: `${key} must be a whole number from ${min} to ${max}` });
      } else {
        query[key] = value;
      }
      continue;
    }
    if (key === 'sort') {
      const [field, direction = 'asc', extra] = raw.split(',');
      if (
        !field ||
        !spec.sortable.includes(field) ||
        extra !== undefined ||
        !['asc', 'desc'].includes(direction)
      ) {
        errors.push({ field: 'sort', message: `cannot sort by "${raw}"` });
      } else {
        query.sort.push(parsedSort(spec, { field, order: direction === 'asc' ? 1 : -1 }));
      }
      continue;
    }
    const dot = key.lastIndexOf('.');
    const field = key.slice(0, dot);
    const matchMode = key.slice(dot + 1) as MatchMode;
    const fieldSpec = dot > 0 ? ownEntry(spec.filters, field) : undefined;
    if (!fieldSpec) {
      errors.push({ field: key, message: `unknown parameter "${key}"` });
      continue;
    }
    const kind = typeof fieldSpec === 'string' ? fieldSpec : fieldSpec.kind;
    if (!ownEntry(MATCH_MODES_BY_KIND, kind)?.includes(matchMode)) {
      errors.push({ field: key, message: `"${matchMode}" is not a match mode for ${field}` });
      continue;
    }
    const parsed = parseValue(
      kind,
      matchMode,
      raw,
      typeof fieldSpec === 'string' ? undefined : fieldSpec.values,
    );
    if ('error' in parsed) errors.push({ field: key, message: `${field} ${parsed.error}` });
    else query.filters.push({ field, matchMode, kind, value: parsed.value });
  }
  // The default order is the same as the column's when clicked (text without regard to case).
  if (query.sort.length === 0) query.sort.push(parsedSort(spec, spec.defaultSort));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, query };
};
