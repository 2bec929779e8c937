import { type ListQuery, type ListSpec, ownEntry, type ParsedFilter, parseListQuery } from '@parlance/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from './problem.js';

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

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DAY_MS = 86_400_000;
const nextDay = (iso: string) => new Date(Date.parse(iso) + DAY_MS).toISOString();

// biome-ignore lint/suspicious/noExplicitAny: the builder works on any table; columns come from the allow-list.
type AnyEb = ExpressionBuilder<any, any>;

/** One filter as a SQL condition. Text matching is case-insensitive on both engines. */
const condition = (eb: AnyEb, column: string, filter: ParsedFilter): Expression<SqlBool> => {
  const ref = sql.ref(column);
  const { matchMode, value } = filter;
  if (filter.kind === 'text' && matchMode !== 'in') {
    const text = likeEscape(String(value).toLowerCase());
    const lower = sql`lower(${ref})`;
    switch (matchMode) {
      case 'startsWith':
        return sql<SqlBool>`${lower} like ${`${text}%`} escape '\\'`;
      case 'endsWith':
        return sql<SqlBool>`${lower} like ${`%${text}`} escape '\\'`;
      case 'contains':
        return sql<SqlBool>`${lower} like ${`%${text}%`} escape '\\'`;
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

/**
 * Runs a list query: filters, sort (with `tieBreaker` last, so that pages are stable), a page, and the total.
 * `columns` maps each allow-listed field to its SQL column. `tieBreakerOrder` lets newest-first lists keep rows
 * of the same instant newest first too.
 */
export const runListQuery = async <DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: Readonly<Record<string, string>>,
  tieBreaker: string,
  tieBreakerOrder: 'asc' | 'desc' = 'asc',
): Promise<{ rows: O[]; total: number }> => {
  const column = (field: string) => {
    const name = ownEntry(columns, field);
    if (!name) throw badRequest(`Unknown field ${field}.`);
    return name;
  };
  // biome-ignore lint/suspicious/noExplicitAny: conditions are built on allow-listed column names.
  const filtered = (base as SelectQueryBuilder<any, any, O>).where((eb: AnyEb) =>
    eb.and(query.filters.map((filter) => condition(eb, column(filter.field), filter))),
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
  const [rows, count] = await Promise.all([
    paged
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    filtered
      .clearSelect()
      .select((eb: AnyEb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as O[], total: Number((count as { total: number }).total) };
};

/** JHipster's pagination headers: `X-Total-Count` and a `Link` header with first, prev, next and last pages. */
export const setPaginationHeaders = (
  request: FastifyRequest,
  reply: FastifyReply,
  query: ListQuery,
  total: number,
) => {
  const lastPage = Math.max(0, Math.ceil(total / query.size) - 1);
  const url = new URL(request.url, 'http://localhost');
  const link = (page: number, rel: string) => {
    url.searchParams.set('page', String(page));
    url.searchParams.set('size', String(query.size));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [];
  if (query.page < lastPage) links.push(link(query.page + 1, 'next'));
  if (query.page > 0) links.push(link(Math.min(query.page - 1, lastPage), 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  reply.header('x-total-count', String(total)).header('link', links.join(','));
};
