import {
  LIST_TOTAL_LIMITED_HEADER,
  type ListQuery,
  type ListSpec,
  ownEntry,
  type ParsedFilter,
  parseListQuery,
} from '@parlance/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { idOfSearchRowid, searchTableOf, tenantRowids } from '../db/text-search.js';
import { badRequest } from './problem.js';

/**
 * A list column whose text is indexed for `contains`, `startsWith` and `endsWith` filters
 * (`createTextSearchIndex` in a migration). `column` is `table.column`; the table's key is `id`.
 */
export interface SearchIndexedColumn {
  column: string;
  searchIndexed: true;
}

/** Marks a column of a list's column map as served by the table's text-search index. */
export const searchIndexed = (column: string): SearchIndexedColumn => ({ column, searchIndexed: true });

export type ListColumn = string | SearchIndexedColumn;

/** FTS5 trigrams need three characters; shorter texts are matched by `like` on the tenant's rows alone. */
const TRIGRAM = 3;

/**
 * A text found in this many of the tenant's rows or more is common: reading those rows back costs more than
 * walking the sort index, whose page soon fills, so the list does that instead.
 */
export const SEARCH_PROBE_LIMIT = 2000;

/**
 * On SQLite with a read worker, while no other request is being answered: a text the index finds in fewer rows
 * than this is looked up, and its page and count read, on the main connection, saving the worker's two round
 * trips. Both reads are then short and bounded (a few hundred index entries, then as many rows by key: well under
 * a millisecond), so they do not hold the event loop for long; anything that may read more goes to the worker.
 */
export const INLINE_LIMIT = 250;

/** An FTS5 query naming one column and one phrase: the text as typed, quotes doubled. */
export const ftsPhrase = (column: string, text: string) => `{${column}} : "${text.replaceAll('"', '""')}"`;

/** Reads the list parameters of a request against the resource's allow-list; anything else is a 400. */
export const readListQuery = (
  request: FastifyRequest,
  spec: ListSpec,
  ignore: readonly string[] = [],
): ListQuery => {
  const result = parseListQuery(request.query as Record<string, string | string[]>, spec, { ignore });
  if (!result.ok) {
    throw badRequest(
      `Invalid list parameters: ${result.errors.map((error) => error.message).join('; ')}.`,
      'error.listquery',
      result.errors.map((error) => ({ objectName: 'query', ...error })),
    );
  }
  return result.query;
};

export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;
const nextDay = (iso: string) => new Date(Date.parse(iso) + DAY_MS).toISOString();

// biome-ignore lint/suspicious/noExplicitAny: the builder works on any table; columns come from the allow-list.
type AnyEb = ExpressionBuilder<any, any>;

/**
 * On SQLite, the ids of the rows whose indexed column holds the filter's text, as the FTS5 trigram index found
 * them: a superset (the index folds case more widely than `lower`), so the `like` beside it decides. The ids are
 * passed as one JSON array, so that the index is read once per filter and the statement stays the same.
 */
const searchMatch = (column: string, ids: readonly number[]) => {
  const [table = ''] = column.split('.');
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select value from json_each(${JSON.stringify(ids)}))`;
};

const SEARCH_MODES = new Set(['contains', 'startsWith', 'endsWith']);

/** A text the tenant's index entries hold in SEARCH_PROBE_LIMIT rows or more. */
const COMMON = 'common';

/**
 * The ids a filter narrows to through the SQLite text-search index, nothing when it does not use it, or COMMON.
 * It does for an indexed column and a `contains` or `endsWith` text of three characters or more; it reads the
 * tenant's part of the index alone (`tenantRowids`), up to SEARCH_PROBE_LIMIT ids (first up to INLINE_LIMIT on
 * the main connection, when `search.main` is given). PostgreSQL's planner makes that choice itself.
 */
const searchIds = async (
  search: ListSearch | undefined,
  listColumn: ListColumn,
  filter: ParsedFilter,
): Promise<number[] | typeof COMMON | undefined> => {
  if (!search || typeof listColumn === 'string' || filter.kind !== 'text') return undefined;
  if (!SEARCH_MODES.has(filter.matchMode) || search.db.getExecutor().adapter instanceof PostgresAdapter)
    return undefined;
  // A prefix is read as a range of the `(tenant_id, lower(column))` index instead (`prefixRange`).
  if (filter.matchMode === 'startsWith') return undefined;
  const typed = String(filter.value).toLowerCase();
  if ([...typed].length < TRIGRAM) return undefined;
  const [table = '', name = ''] = listColumn.column.split('.');
  const index = sql.table(searchTableOf(table));
  // biome-ignore lint/suspicious/noExplicitAny: any SQLite database of the list's schema.
  const lookUp = async (db: Kysely<any>, limit: number) => {
    const { rows } = await sql<{ id: number }>`select ${idOfSearchRowid} as id from ${index}
      where ${index} match ${ftsPhrase(name, typed)} and ${tenantRowids(search.tenantId)}
      limit ${limit}`.execute(db);
    return rows.length < limit ? rows.map((row) => row.id) : undefined;
  };
  // A rare text (the usual search) is found on the main connection; a commoner one is read again on the worker.
  const rare = search.main ? await lookUp(search.main, INLINE_LIMIT) : undefined;
  return rare ?? (await lookUp(search.db, SEARCH_PROBE_LIMIT)) ?? COMMON;
};

/**
 * The first text after every text that starts with `prefix`, in code-point order (which is SQLite's BINARY
 * order of UTF-8): the prefix with its last character moved one code point on (past the surrogates), or nothing
 * when there is none.
 */
export const prefixEnd = (prefix: string): string | undefined => {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = chars.pop()?.codePointAt(0) ?? 0x10ffff;
    if (last < 0x10ffff) return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return undefined;
};

/**
 * On SQLite, `startsWith` as a range of `lower(column)` beside the `like`: `lower(column) >= prefix and
 * lower(column) < prefixEnd(prefix)`, which the `(tenant_id, lower(column))` indexes serve, so that a prefix
 * of any length reads only the tenant's rows that start with it. Every row the `like` accepts lies in the range:
 * `lower` leaves no upper-case ASCII letter and the typed text was lowered, so the `like` (case-insensitive
 * for ASCII only) accepts exactly the texts that begin with the prefix's characters. Not on PostgreSQL, whose
 * collation may order text otherwise; its trigram indexes serve prefixes.
 */
const prefixRange = (column: string, typed: string) => {
  const lower = sql`lower(${sql.ref(column)})`;
  const end = prefixEnd(typed);
  return end === undefined
    ? sql<SqlBool>`${lower} >= ${typed}`
    : sql<SqlBool>`(${lower} >= ${typed} and ${lower} < ${end})`;
};

/**
 * On PostgreSQL, a `contains` or `endsWith` text shorter than a trigram gives pg_trgm nothing to look up: the
 * planner would still read the whole trigram index (about a second at 1,000,000 users). `lower(column) || ''` is
 * the same text but not the indexed expression, so such a filter scans the tenant's rows by its other indexes.
 */
const unindexedLower = (ref: ReturnType<typeof sql.ref>) => sql`(lower(${ref}) || '')`;

/** The engine, for a column whose text search is indexed (other columns keep the plain `like`). */
const indexed = (listColumn: ListColumn, dialect: 'sqlite' | 'postgres' | undefined) =>
  typeof listColumn === 'string' ? undefined : dialect;

/**
 * One filter as a SQL condition. Text matching is case-insensitive on both engines. With `ids`, a date's or a
 * prefix's rows are those ids' (the `like` or the days still decide); with `walk`, no index serves the condition
 * (a prefix's `like` alone, a date's `+column`), so that SQLite reads the rows in the sort's order and tests each.
 */
const condition = (
  eb: AnyEb,
  listColumn: ListColumn,
  filter: ParsedFilter,
  ids: readonly number[] | undefined,
  dialect: 'sqlite' | 'postgres' | undefined,
  walk = false,
): Expression<SqlBool> => {
  const column = typeof listColumn === 'string' ? listColumn : listColumn.column;
  const ref = sql.ref(column);
  if (ids && filter.kind === 'date')
    return eb.and([searchMatch(column, ids), condition(eb, listColumn, filter, undefined, dialect, true)]);
  const { matchMode, value } = filter;
  if (filter.kind === 'text' && matchMode !== 'in') {
    const typed = String(value).toLowerCase();
    const text = likeEscape(typed);
    const lower = sql`lower(${ref})`;
    const short = [...typed].length < TRIGRAM;
    const like = (pattern: string, expression = lower) =>
      sql<SqlBool>`${expression} like ${pattern} escape '\\'`;
    // The same `like` always decides; on SQLite an indexed column first narrows the rows through FTS5.
    const narrowed = (pattern: string) =>
      ids
        ? sql<SqlBool>`(${searchMatch(column, ids)} and ${like(pattern)})`
        : dialect === 'postgres' && short
          ? like(pattern, unindexedLower(ref))
          : like(pattern);
    switch (matchMode) {
      case 'startsWith':
        if (ids) return sql<SqlBool>`(${searchMatch(column, ids)} and ${like(`${text}%`)})`;
        return dialect === 'sqlite' && typed.length > 0 && !walk
          ? sql<SqlBool>`(${prefixRange(column, typed)} and ${like(`${text}%`)})`
          : like(`${text}%`);
      case 'endsWith':
        return narrowed(`%${text}`);
      case 'contains':
        return narrowed(`%${text}%`);
      case 'notContains':
        return sql<SqlBool>`(${ref} is null or ${lower} not like ${`%${text}%`} escape '\\')`;
      case 'equals':
        return sql<SqlBool>`${lower} = ${String(value).toLowerCase()}`;
      case 'notEquals':
        return sql<SqlBool>`(${ref} is null or ${lower} <> ${String(value).toLowerCase()})`;
    }
  }
  if (filter.kind === 'date') {
    const day = String(value);
    const ref = walk ? sql`+${sql.ref(column)}` : sql.ref(column);
    switch (matchMode) {
      case 'dateIs':
        return eb.and([eb(ref, '>=', day), eb(ref, '<', nextDay(day))]);
      case 'dateIsNot':
        return eb.or([eb(ref, '<', day), eb(ref, '>=', nextDay(day)), eb(ref, 'is', null)]);
      case 'dateBefore':
        return eb(ref, '<', day);
      case 'dateAfter':
        return eb(ref, '>=', nextDay(day));
    }
  }
  const scalar = filter.kind === 'boolean' ? (value ? 1 : 0) : value;
  switch (matchMode) {
    case 'in':
      return eb(ref, 'in', value as (string | number)[]);
    case 'equals':
      return eb(ref, '=', scalar);
    case 'notEquals':
      return eb.or([eb(ref, '<>', scalar), eb(ref, 'is', null)]);
    case 'lt':
      return eb(ref, '<', scalar);
    case 'lte':
      return eb(ref, '<=', scalar);
    case 'gt':
      return eb(ref, '>', scalar);
    case 'gte':
      return eb(ref, '>=', scalar);
    default:
      throw badRequest(`"${matchMode}" is not a match mode for ${filter.field}.`);
  }
};

/** Where a list reads: the database its statements run on (and, short ones, `main`), and its tenant. */
// biome-ignore lint/suspicious/noExplicitAny: any database of a list's schema.
export interface ListSearch<DB = any> {
  db: Kysely<DB>;
  /** The tenant the base query is limited to; the SQLite index is read for its rows alone. */
  tenantId: number;
  /**
   * When `db` is SQLite's read worker and no other request is being answered, the main connection: reads bounded
   * by INLINE_LIMIT rows run there instead (a rare text's lookup, and the page and count of the rows it found).
   */
  main?: Kysely<DB>;
}

/**
 * Where a list of a large table reads: on a SQLite file, the read worker, and when the list's request is the
 * only one being answered (`load.alone()`) the main connection for reads bounded by INLINE_LIMIT; elsewhere the
 * one database. Its `db` is also the one to build the base query on. Under concurrent requests every read goes
 * to the worker, which keeps the event loop free for them and reads on a core of its own.
 */
export const listSearchOf = async (
  db: Pick<Db, 'kysely' | 'reader'>,
  tenantId: number,
  /** The request load (`plugins/request-load.ts`): whether the list's request is the only one being answered. */
  load: { alone(): Promise<boolean> },
): Promise<ListSearch<Database>> => ({
  db: db.reader ?? db.kysely,
  tenantId,
  main: db.reader && (await load.alone()) ? db.kysely : undefined,
});

/** How a list's total is counted: whole, or up to `atMost` rows (`counted` below), read through `db`. */
export interface ListCount {
  // biome-ignore lint/suspicious/noExplicitAny: any database of the list's schema.
  db: Kysely<any>;
  atMost: number;
}

/**
 * Runs a list query: filters, sort (with `tieBreaker` last, so that pages are stable), a page, and the total.
 * `columns` maps each allow-listed field to its SQL column. `tieBreakerOrder` lets newest-first lists keep rows
 * of the same instant newest first too. Columns marked `searchIndexed` use the text-search index on SQLite when
 * `search` is given; on PostgreSQL the trigram indexes serve the same `like`. With `count`, the total counts at
 * most `count.atMost + 1` matching rows (a limited subquery, read in no order): `limited` says there are more than
 * `atMost`, and `total` is then `atMost`.
 */
export const runListQuery = async <DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: Readonly<Record<string, ListColumn>>,
  tieBreaker: string,
  tieBreakerOrder: 'asc' | 'desc' = 'asc',
  search?: ListSearch,
  count?: ListCount,
): Promise<{ rows: O[]; total: number; limited: boolean }> => {
  const listColumn = (field: string) => {
    const entry = ownEntry(columns, field);
    if (!entry) throw badRequest(`Unknown field ${field}.`);
    return entry;
  };
  const column = (field: string) => {
    const entry = listColumn(field);
    return typeof entry === 'string' ? entry : entry.column;
  };
  const dialect = search
    ? search.db.getExecutor().adapter instanceof PostgresAdapter
      ? 'postgres'
      : 'sqlite'
    : undefined;
  /** The ids of the list's rows `filter` matches (read with `read`), or nothing when they are SEARCH_PROBE_LIMIT. */
  const probe = async (entry: ListColumn, filter: ParsedFilter, read: 'sqlite' | undefined) => {
    const [table = ''] = (typeof entry === 'string' ? entry : entry.column).split('.');
    // biome-ignore lint/suspicious/noExplicitAny: the base query of any list; its key column is `id`.
    const { rows } = await (base as SelectQueryBuilder<any, any, O>)
      .clearSelect()
      .select(sql.ref(`${table}.id`).as('id'))
      .where((eb: AnyEb) => condition(eb, entry, filter, undefined, read))
      .limit(SEARCH_PROBE_LIMIT)
      .execute()
      .then((found) => ({ rows: found as unknown as { id: number }[] }));
    return rows.length < SEARCH_PROBE_LIMIT ? rows.map((row) => row.id) : undefined;
  };
  /**
   * On SQLite, in a list that reads through `search`, a filter read as a range of an index (a text's prefix, of the
   * `(tenant_id, lower(column))` index; a date's days) that the page's order is not of: the range would be read
   * whole and sorted for each page.
   */
  const ranged = (entry: ListColumn, filter: ParsedFilter) =>
    dialect === 'sqlite' &&
    search !== undefined &&
    query.sort[0]?.field !== filter.field &&
    ((filter.kind === 'text' &&
      filter.matchMode === 'startsWith' &&
      typeof entry !== 'string' &&
      String(filter.value).length > 0) ||
      (filter.kind === 'date' && filter.matchMode !== 'dateIsNot'));
  const found = await Promise.all(
    query.filters.map(async (filter): Promise<{ ids?: number[] | undefined; walk?: boolean }> => {
      const entry = listColumn(filter.field);
      // A range's ids, up to SEARCH_PROBE_LIMIT: below that the page and the count read those rows alone and sort
      // them; otherwise the range is common, and a page walks the sort's index testing each row (the range's
      // condition written so that no index serves it), and soon fills.
      if (ranged(entry, filter)) {
        const ids = await probe(entry, filter, 'sqlite');
        return ids ? { ids } : { walk: true };
      }
      const searched = await searchIds(search, entry, filter);
      if (searched === COMMON) return {};
      if (searched || dialect !== 'sqlite' || typeof entry === 'string' || filter.kind !== 'text')
        return { ids: searched };
      if (filter.matchMode !== 'contains' && filter.matchMode !== 'endsWith') return {};
      // A text FTS5 cannot look up (shorter than a trigram): the ids of the tenant's rows it matches, read from
      // the `(tenant_id, lower(column))` index, which holds the text (no row is read), up to SEARCH_PROBE_LIMIT.
      // Below that the page and the count read those rows alone; otherwise the text is common in the tenant,
      // and a page walks the sort index and soon fills.
      return { ids: await probe(entry, filter, undefined) };
    }),
  );
  const ids = found.map((entry) => entry.ids);
  // biome-ignore lint/suspicious/noExplicitAny: conditions are built on allow-listed column names.
  const filtered = (base as SelectQueryBuilder<any, any, O>).where((eb: AnyEb) =>
    eb.and(
      query.filters.map((filter, i) =>
        condition(
          eb,
          listColumn(filter.field),
          filter,
          ids[i],
          indexed(listColumn(filter.field), dialect),
          found[i]?.walk === true,
        ),
      ),
    ),
  );
  let paged = filtered;
  for (const sort of query.sort)
    paged = paged.orderBy(
      // Text sorts without regard to case, the same on both engines (their default collations differ).
      sort.kind === 'text' || sort.kind === 'enum'
        ? sql`lower(${sql.ref(column(sort.field))})`
        : sql.ref(column(sort.field)),
      sort.order === 1 ? 'asc' : 'desc',
    );
  paged = paged.orderBy(sql.ref(tieBreaker), tieBreakerOrder);
  const page = paged.limit(query.size).offset(query.page * query.size);
  const counted = count
    ? count.db
        .selectFrom(
          filtered
            .clearSelect()
            .select(sql<number>`1`.as('one'))
            .limit(count.atMost + 1)
            .as('list_counted'),
        )
        .select((eb: AnyEb) => eb.fn.countAll<number>().as('total'))
    : filtered.clearSelect().select((eb: AnyEb) => eb.fn.countAll<number>().as('total'));
  const bounded = ({ rows, total }: { rows: O[]; total: number }) =>
    count && total > count.atMost
      ? { rows, total: count.atMost, limited: true }
      : { rows, total, limited: false };
  // A filter narrowed to a few ids bounds what the page and the count read: the main connection may run them.
  const few = ids.some((found) => found !== undefined && found.length < INLINE_LIMIT);
  if (search)
    return bounded(await pageAndCount(few && search.main ? search.main : search.db, query, page, counted));
  const [rows, total] = await Promise.all([page.execute(), counted.executeTakeFirstOrThrow()]);
  return bounded({ rows: rows as O[], total: Number((total as { total: number }).total) });
};

/**
 * The page with the count beside it, as one statement, so one round trip and one pool connection on PostgreSQL,
 * one message to the read worker on SQLite. On PostgreSQL the count (one row) is left-joined to the page, so that
 * a page past the end still brings its count (a row of nulls beside it; `list_row` tells it from a row of the
 * page): the join has no condition, so PostgreSQL runs it as a nested loop over the count's row that reads the
 * page (a sub-query with its own order and limit, never merged into the join) in its order. On SQLite the count
 * is a sub-query of the page's select list, run once; only an empty later page asks for the count apart. The
 * statements run on `db`, whichever instance of the engine built them.
 */
const pageAndCount = async <O>(
  // biome-ignore lint/suspicious/noExplicitAny: any database; the statement is built on the list's queries.
  db: Kysely<any>,
  query: ListQuery,
  // biome-ignore lint/suspicious/noExplicitAny: the list's page and count queries, of any table.
  page: SelectQueryBuilder<any, any, O>,
  // biome-ignore lint/suspicious/noExplicitAny: see above
  counted: SelectQueryBuilder<any, any, any>,
): Promise<{ rows: O[]; total: number }> => {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const rows = (await db
      .selectFrom(counted.as('list_count'))
      .leftJoin(page.select(sql<number>`1`.as('list_row')).as('list_page'), (join) => join.onTrue())
      .selectAll('list_page')
      .select('list_count.total as list_total')
      .execute()) as (O & { list_row: unknown; list_total: unknown })[];
    const total = Number(rows[0]?.list_total ?? 0);
    if (rows[0]?.list_row == null) return { rows: [], total };
    return { rows: rows.map(({ list_row, list_total, ...row }) => row as O), total };
  }
  const { rows } = (await db.executeQuery(page.select(counted.as('list_total')).compile())) as {
    rows: (O & { list_total: unknown })[];
  };
  if (rows.length === 0) {
    if (query.page === 0) return { rows: [], total: 0 };
    const { rows: count } = (await db.executeQuery(counted.compile())) as { rows: { total: number }[] };
    return { rows: [], total: Number(count[0]?.total ?? 0) };
  }
  const total = Number(rows[0]?.list_total);
  return { rows: rows.map(({ list_total, ...row }) => row as O), total };
};

/**
 * JHipster's pagination headers: `X-Total-Count` and a `Link` header with first, prev, next and last pages. A
 * `limited` total (`runListQuery`'s count) is a lower bound: `LIST_TOTAL_LIMITED_HEADER` says so, the next page is
 * always linked, and no last page is.
 */
export const setPaginationHeaders = (
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
  total: number,
  limited = false,
) => {
  const counted = Math.max(0, Math.ceil(total / query.size) - 1);
  const lastPage = limited ? Math.max(counted, query.page + 1) : counted;
  const url = new URL(request.url, 'http://localhost');
  const link = (page: number, rel: string) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('size', String(query.size));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [];
  if (query.page < lastPage) links.push(link(query.page + 1, 'next'));
  if (query.page > 0) links.push(link(Math.min(query.page - 1, lastPage), 'prev'));
  if (!limited) links.push(link(lastPage, 'last'));
  links.push(link(0, 'first'));
  reply.header('x-total-count', String(total)).header('link', links.join(','));
  if (limited) reply.header(LIST_TOTAL_LIMITED_HEADER, String(total));
};
