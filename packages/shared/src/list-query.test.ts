import { describe, expect, it } from 'vitest';
import {
  type ListSpec,
  localDayOf,
  midnightUtc,
  parseListQuery,
  sortText,
  toFilterObject,
  toggleSort,
  toQueryParams,
} from './list-query.js';

const spec: ListSpec = {
  sortable: ['login', 'createdDate'],
  filters: {
    login: 'text',
    age: 'number',
    createdDate: 'date',
    status: { kind: 'enum', values: ['ACTIVE', 'INVITED'] },
    agentOnly: 'boolean',
  },
  defaultSort: { field: 'login', order: 1 },
};

describe('sort toggling (spec section 4)', () => {
  it('flips between ascending and descending on the same column and starts ascending on a new one', () => {
    const first = toggleSort(undefined, 'login');
    expect(first).toEqual({ field: 'login', order: 1 });
    const second = toggleSort(first, 'login');
    expect(second).toEqual({ field: 'login', order: -1 });
    expect(toggleSort(second, 'login')).toEqual({ field: 'login', order: 1 });
    expect(toggleSort(second, 'email')).toEqual({ field: 'email', order: 1 });
  });
  it('writes the sort text as field,asc or field,desc', () => {
    expect(sortText({ field: 'login', order: 1 })).toBe('login,asc');
    expect(sortText({ field: 'login', order: -1 })).toBe('login,desc');
  });
});

describe('table state to query parameters (spec section 7)', () => {
  it('names filters field.matchMode, joins arrays with commas and sends dates as midnight UTC', () => {
    const params = toQueryParams({
      page: 2,
      size: 50,
      sort: [
        { field: 'login', order: -1 },
        { field: 'createdDate', order: 1 },
      ],
      filters: {
        login: { value: 'ann', matchMode: 'contains' },
        status: { value: ['ACTIVE', 'INVITED'], matchMode: 'in' },
        createdDate: { value: new Date(2024, 4, 17, 15, 30), matchMode: 'dateBefore' },
        empty: { value: '', matchMode: 'equals' },
        none: { value: [], matchMode: 'in' },
      },
    });
    expect(params.toString()).toBe(
      'page=2&size=50&sort=login%2Cdesc&sort=createdDate%2Casc&login.contains=ann&status.in=ACTIVE%2CINVITED&createdDate.dateBefore=2024-05-17T00%3A00%3A00.000Z',
    );
  });
  it('builds the object form {field: {matchMode: value}}', () => {
    expect(
      toFilterObject({
        login: { value: 'ann', matchMode: 'startsWith' },
        status: { value: ['A', 'B'], matchMode: 'in' },
        skip: { value: null, matchMode: 'equals' },
      }),
    ).toEqual({ login: { startsWith: 'ann' }, status: { in: 'A,B' } });
  });
  it('normalises a date to midnight UTC of its calendar day', () => {
    expect(midnightUtc(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31T00:00:00.000Z');
  });
  // In the machine's zone; the web's table-state-dates test runs it west and east of UTC.
  it('reads a midnight UTC text as its day at local midnight, which midnightUtc writes back', () => {
    for (const text of ['2025-01-31T00:00:00.000Z', '2024-12-31T00:00:00.000Z', '2024-02-29T00:00:00.000Z']) {
      const day = localDayOf(text);
      expect([day.getHours(), day.getMinutes()]).toEqual([0, 0]);
      expect(day.getDate()).toBe(new Date(text).getUTCDate());
      expect(midnightUtc(day)).toBe(text);
    }
  });
});

describe('parseListQuery', () => {
  it('reads what toQueryParams writes', () => {
    const params = toQueryParams({
      page: 1,
      size: 10,
      sort: [{ field: 'createdDate', order: -1 }],
      filters: {
        login: { value: 'an', matchMode: 'startsWith' },
        age: { value: [30, 40], matchMode: 'in' },
        createdDate: { value: new Date(2024, 0, 2), matchMode: 'dateIs' },
        status: { value: 'ACTIVE', matchMode: 'equals' },
        agentOnly: { value: true, matchMode: 'equals' },
      },
    });
    const result = parseListQuery(params, spec);
    expect(result).toEqual({
      ok: true,
      query: {
        page: 1,
        size: 10,
        sort: [{ field: 'createdDate', order: -1, kind: 'date' }],
        filters: [
          { field: 'login', matchMode: 'startsWith', kind: 'text', value: 'an' },
          { field: 'age', matchMode: 'in', kind: 'number', value: [30, 40] },
          { field: 'createdDate', matchMode: 'dateIs', kind: 'date', value: '2024-01-02T00:00:00.000Z' },
          { field: 'status', matchMode: 'equals', kind: 'enum', value: 'ACTIVE' },
          { field: 'agentOnly', matchMode: 'equals', kind: 'boolean', value: true },
        ],
      },
    });
  });
  it("defaults to page 0, size 20 and the default sort, of its field's kind as a clicked sort is", () => {
    expect(parseListQuery({}, spec)).toEqual({
      ok: true,
      query: { page: 0, size: 20, sort: [{ field: 'login', order: 1, kind: 'text' }], filters: [] },
    });
    const clicked = parseListQuery({ sort: 'login,asc' }, spec);
    expect(clicked.ok && clicked.query.sort).toEqual([{ field: 'login', order: 1, kind: 'text' }]);
  });
  it('accepts a record with repeated values, as servers parse query strings', () => {
    const result = parseListQuery({ sort: ['login,desc', 'createdDate,asc'] }, spec);
    expect(result.ok && result.query.sort).toEqual([
      { field: 'login', order: -1, kind: 'text' },
      { field: 'createdDate', order: 1, kind: 'date' },
    ]);
  });
  it.each([
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['sort=password,asc', 'sort'],
    ['sort=login,sideways', 'sort'],
    ['sort=login,asc,extra', 'sort'],
    ['password.equals=x', 'password.equals'],
    ['login.gt=x', 'login.gt'],
    ['login.bogus=x', 'login.bogus'],
    ['age.equals=ten', 'age.equals'],
    ['createdDate.dateIs=yesterday', 'createdDate.dateIs'],
    ['createdDate.contains=2024', 'createdDate.contains'],
    ['status.equals=GONE', 'status.equals'],
    ['agentOnly.equals=maybe', 'agentOnly.equals'],
    ['nodot=1', 'nodot'],
    [`login.contains=${'x'.repeat(201)}`, 'login.contains'],
    ['constructor.equals=1', 'constructor.equals'],
    ['__proto__.equals=1', '__proto__.equals'],
    ['toString.contains=1', 'toString.contains'],
    ['hasOwnProperty.equals=1', 'hasOwnProperty.equals'],
    ['login.constructor=1', 'login.constructor'],
    ['login.__proto__=1', 'login.__proto__'],
    ['sort=constructor,asc', 'sort'],
    ['login.contains=a%00b', 'login.contains'],
    ['login.in=a,%00', 'login.in'],
    ['age.equals=99999999999', 'age.equals'],
    ['age.equals=2147483648', 'age.equals'],
    ['age.gt=1.5', 'age.gt'],
    ['age.gt=1e3', 'age.gt'],
    ['age.in=1,2.5', 'age.in'],
  ])('rejects %s', (query, field) => {
    const result = parseListQuery(new URLSearchParams(query), spec);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.field)).toEqual([field]);
  });
  it('skips parameters the caller handles itself', () => {
    expect(parseListQuery(new URLSearchParams('cacheBuster=1'), spec, { ignore: ['cacheBuster'] }).ok).toBe(
      true,
    );
  });
  it('reads whole numbers in the 32-bit range', () => {
    const result = parseListQuery(new URLSearchParams('age.gte=-2147483648&age.lte=2147483647'), spec);
    expect(result.ok && result.query.filters.map((filter) => filter.value)).toEqual([
      -2147483648, 2147483647,
    ]);
  });
  it('names the lone surrogate of a filter value', () => {
    const result = parseListQuery({ 'login.contains': 'a\uD800' }, spec);
    expect(!result.ok && result.errors.map((error) => error.field)).toEqual(['login.contains']);
  });
});
