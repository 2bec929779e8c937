import * as shared from '@parlance/shared';
import { MATCH_MODES, MATCH_MODES_BY_KIND } from '@parlance/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { ALWAYS_VOLATILE, dataSnapshot } from './test-app.js';

/**
 * Request generators for the fuzz suite. Everything an endpoint might read is drawn from what the shared package
 * exports (field names of its zod schemas and list specs, its word lists), mixed with random and hostile input,
 * so that a new endpoint or schema is fuzzed without being named here.
 */

const isStringArray = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

const exported = Object.values(shared as Record<string, unknown>);

/** Field names of every exported zod object schema and of every list spec's filters and sort fields. */
export const FIELD_NAMES: string[] = [
  ...new Set(
    exported.flatMap((value) => {
      if (value === null || typeof value !== 'object') return [];
      const shape = (value as { shape?: unknown }).shape;
      if (shape && typeof shape === 'object') return Object.keys(shape);
      const spec = value as Partial<shared.ListSpec>;
      if (spec.filters && isStringArray(spec.sortable))
        return [...Object.keys(spec.filters), ...spec.sortable];
      return [];
    }),
  ),
].sort();

/**
 * The key sets of request bodies: every exported zod object schema's, and the analytics collector's (whose
 * schemas are the server's own). A body of one of these shapes with random values gets past the first checks.
 */
export const BODY_SHAPES: string[][] = [
  ...new Map(
    [
      ...exported.flatMap((value) => {
        const shape = value && typeof value === 'object' ? (value as { shape?: unknown }).shape : undefined;
        return shape && typeof shape === 'object' ? [Object.keys(shape)] : [];
      }),
      ['type', 'messageId', 'writeKey', 'event', 'name', 'userId', 'anonymousId', 'properties', 'context'],
      ['writeKey', 'batch', 'sentAt'],
      ['series'],
    ].map((keys) => [keys.join(), keys]),
  ).values(),
];

interface ZodDef {
  type?: string;
  innerType?: { _zod?: { def?: ZodDef } };
  in?: { _zod?: { def?: ZodDef } };
  element?: { _zod?: { def?: ZodDef } };
  entries?: Record<string, string>;
}

/** What a zod schema takes, seen through its wrappers: its enum values, or its base type. */
const acceptedBy = (def: ZodDef | undefined): { type: string; values: string[] } => {
  const inner = def?.innerType ?? def?.in;
  if (inner) return acceptedBy(inner._zod?.def);
  if (def?.type === 'array') {
    const element = acceptedBy(def.element?._zod?.def);
    return { type: 'array', values: element.values };
  }
  return { type: def?.type ?? 'unknown', values: def?.entries ? Object.values(def.entries) : [] };
};

/**
 * What each field name takes in the exported schemas (enum values such as channels, statuses, permission names;
 * booleans; numbers), so that bodies hold valid values often enough to reach the handlers' own work.
 */
const FIELD_TYPES = new Map<string, { types: Set<string>; values: Set<string> }>();
for (const value of exported) {
  const shape = value && typeof value === 'object' ? (value as { shape?: unknown }).shape : undefined;
  if (!shape || typeof shape !== 'object') continue;
  for (const [field, schema] of Object.entries(shape as Record<string, { _zod?: { def?: ZodDef } }>)) {
    const accepted = acceptedBy(schema?._zod?.def);
    const entry = FIELD_TYPES.get(field) ?? { types: new Set(), values: new Set() };
    entry.types.add(accepted.type);
    for (const item of accepted.values) entry.values.add(item);
    FIELD_TYPES.set(field, entry);
  }
}

/** The words the shared package knows: statuses, channels, permission and role names, client app ids, actions. */
export const VOCABULARY: string[] = [
  ...new Set(
    exported.flatMap((value) => {
      if (isStringArray(value)) return [...value];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return Object.values(value).filter((item): item is string => typeof item === 'string');
      }
      return [];
    }),
  ),
]
  .filter((word) => word.length <= 60)
  .sort();

/** Names that are properties of every object, or that poison one. */
export const PROPERTY_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uFFFE',
  '%00',
  '%',
  '%zz',
  '\\',
  '_%',
  "' or '1'='1",
  '"; drop table app_user; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'true',
  '-0',
  '1e309',
  '99999999999',
  '2147483648',
  '-2147483649',
  '1.5',
  '0x10',
  '1970-01-01',
  '9999-12-31T23:59:59.999Z',
  '2024-02-30',
  'é😀',
  '\u202E',
  'a'.repeat(1000),
  ...PROPERTY_NAMES,
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

const baseString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...VOCABULARY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 8 }),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

/** Any string, UTF-16 units included, a hostile one, or a word the app knows. */
export const anyString: fc.Arbitrary<string> = baseString;

const plantIn = (text: string, at: number, char: string) => {
  const index = at % (text.length + 1);
  return `${text.slice(0, index)}${char}${text.slice(index)}`;
};

/**
 * A value with, one time in three, a NUL or a lone surrogate planted in one of its strings (or keys), so that
 * otherwise valid input carries what no column can hold.
 */
const withPlanted = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.tuple(value, fc.integer({ min: 0, max: 5 }), fc.nat(), fc.nat()).map(([input, coin, which, at]) => {
    if (coin > 1) return input;
    const char = coin === 0 ? '\u0000' : '\uDC00';
    let count = 0;
    const strings: string[] = [];
    const collect = (node: unknown) => {
      if (typeof node === 'string') strings.push(node);
      else if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') Object.values(node).forEach(collect);
    };
    collect(input);
    if (strings.length === 0) return input;
    const target = which % strings.length;
    const plant = (node: unknown): unknown => {
      if (typeof node === 'string') return count++ === target ? plantIn(node, at, char) : node;
      if (Array.isArray(node)) return node.map(plant);
      if (node && typeof node === 'object') {
        return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, plant(item)]));
      }
      return node;
    };
    return plant(input) as T;
  });

/** Text of the shape a field's name suggests (e-mails, passwords, logins), which the schemas check by pattern. */
const byName = (field: string): fc.Arbitrary<unknown> | undefined => {
  const name = field.toLowerCase();
  const word = fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/);
  if (name.includes('email')) return word.map((local) => `${local}@example.com`);
  if (name.includes('password')) return fc.string({ minLength: 8, maxLength: 24 });
  if (name === 'login' || name === 'username') return word;
  if (name.includes('url')) return word.map((host) => `https://${host}.example.com/`);
  return undefined;
};

const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...PROPERTY_NAMES, 'a\u0000', '\uD800', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

/** JSON values, objects mostly keyed by the app's field names. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyString,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyKey, tie('value'), { maxKeys: 6 }),
  ),
})).value;

const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyString },
  { weight: 2, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(anyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.dictionary(anyKey, anyJson, { maxKeys: 5 }), { maxLength: 2 }) },
  { weight: 1, arbitrary: anyJson },
);

/** A value for a named field: often one the field's schema takes, else anything. */
const valueFor = (field: string): fc.Arbitrary<unknown> => {
  const accepted = FIELD_TYPES.get(field);
  const likely: fc.Arbitrary<unknown>[] = [];
  const values = [...(accepted?.values ?? [])];
  if (values.length > 0) {
    likely.push(
      accepted?.types.has('array')
        ? fc.array(fc.oneof(fc.constantFrom(...values), anyString), { maxLength: 3 })
        : fc.constantFrom(...values),
    );
  }
  const named = byName(field);
  if (named) likely.push(named);
  if (accepted?.types.has('boolean')) likely.push(fc.boolean());
  if (accepted?.types.has('number')) likely.push(anyNumber);
  if (accepted?.types.has('array') && values.length === 0) likely.push(fc.array(anyString, { maxLength: 3 }));
  return likely.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...likely) }, { weight: 1, arbitrary: fieldValue })
    : fieldValue;
};

/** An object body: the keys of one of the app's bodies (some left out) or keys from all of them. */
export const anyObjectBody: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...BODY_SHAPES)
      .chain((keys) =>
        fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key)])), { requiredKeys: [] }),
      ),
  },
  {
    // Every field of every body at once: schemas ignore keys they do not know, so this fits any endpoint.
    weight: 2,
    arbitrary: fc.record(Object.fromEntries(FIELD_NAMES.map((key) => [key, valueFor(key)]))),
  },
  { weight: 1, arbitrary: fc.dictionary(anyKey, anyJson, { minKeys: 1, maxKeys: 8 }) },
);

const RAW_BODIES = [
  '',
  '{',
  '{"name": ',
  'null',
  '[]',
  '"text"',
  '1',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"name": "a\\u0000b", "channel": "voice"}',
  '{"name": "\\ud800", "description": "\\udfff"}',
  '{"a": 1, "a": 2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x": ${'9'.repeat(400)}}`,
  '\u0000',
  '\uFEFF{}',
  'username=admin&password=x',
  '<?xml version="1.0"?><a/>',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'text/plain; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'json',
];

export interface FuzzBody {
  contentType?: string;
  payload?: string;
}

/** A body: JSON of any shape, a form, raw text, under the right or a wrong content type, or none. */
export const anyBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 5,
    arbitrary: withPlanted(fc.oneof(anyObjectBody, anyJson)).map((value) => ({
      contentType: 'application/json',
      payload: JSON.stringify(value) ?? 'null',
    })),
  },
  {
    weight: 2,
    arbitrary: withPlanted(fc.oneof(anyObjectBody, fc.dictionary(anyKey, anyString, { maxKeys: 4 }))).map(
      (fields) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          Object.entries(fields).map(([key, value]): [string, string] => [
            key,
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ]),
        ).toString(),
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(fc.constantFrom(...RAW_BODIES), anyString))
      .map(([contentType, payload]) => ({ contentType, payload })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(anyObjectBody, anyJson))
      .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) ?? 'null' })),
  },
);

/** Every filter of every exported list spec, with each match mode its kind allows. */
export const LIST_FILTER_KEYS: string[] = [
  ...new Set(
    exported.flatMap((value) => {
      const spec = value as Partial<shared.ListSpec> | null;
      if (!spec || typeof spec !== 'object' || !spec.filters || !isStringArray(spec.sortable)) return [];
      return Object.entries(spec.filters).flatMap(([field, kind]) =>
        MATCH_MODES_BY_KIND[typeof kind === 'string' ? kind : kind.kind].map((mode) => `${field}.${mode}`),
      );
    }),
  ),
].sort();

const filterName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...LIST_FILTER_KEYS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.constantFrom(...FIELD_NAMES),
          fc.constantFrom(...PROPERTY_NAMES),
          fc.string({ maxLength: 6 }),
        ),
        fc.oneof(
          fc.constantFrom(...MATCH_MODES),
          fc.constantFrom(...PROPERTY_NAMES),
          fc.string({ maxLength: 6 }),
        ),
      )
      .map(([field, mode]) => `${field}.${mode}`),
  },
);

const queryValue: fc.Arbitrary<string> = fc.oneof(
  anyString,
  anyNumber.map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.array(anyString, { maxLength: 3 }).map((parts) => parts.join(',')),
  fc
    .tuple(fc.constantFrom(...FIELD_NAMES, ...PROPERTY_NAMES), fc.constantFrom('asc', 'desc', 'up', ''))
    .map(([field, direction]) => `${field},${direction}`),
);

/** A query string: list parameters good and bad, property names, and raw escapes that decode to anything. */
export const anyQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            { weight: 4, arbitrary: filterName },
            { weight: 2, arbitrary: fc.constantFrom('page', 'size', 'sort') },
            { weight: 1, arbitrary: fc.constantFrom(...PROPERTY_NAMES) },
            { weight: 1, arbitrary: anyString },
          ),
          queryValue,
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'login.contains=%00',
      'login.contains=%ED%A0%80',
      'login.contains=%',
      'login.contains=%zz',
      'departmentId.equals=99999999999',
      'departmentId.gt=1.5',
      'constructor.equals=1',
      '__proto__.equals=1',
      '__proto__=1',
      'toString.contains=x',
      'page=1&page=2',
      'sort=login,asc&sort=login,desc',
      'size=100000',
      'a[b]=1',
      '&&&=',
    ),
  },
);

/** Percent-encodes as UTF-8; a lone surrogate becomes the three bytes it would have (which decode to nothing valid). */
const encodeSegment = (value: string) =>
  [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');

/** A path parameter: a real value when there is one, else anything, percent-encoded as a client would. */
export const pathValue = (real: readonly string[]): fc.Arbitrary<string> =>
  fc
    .oneof(
      {
        weight: real.length > 0 ? 8 : 0,
        arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant('1'),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999', '1e3', ' 1', '0x1'),
      },
      { weight: 2, arbitrary: anyString },
    )
    .map(encodeSegment);

/** A request as printed when it fails, so that it can be sent again by hand. */
export const describeRequest = (request: {
  method: string;
  url: string;
  anonymous: boolean;
  body: FuzzBody;
}) =>
  [
    `${request.method} ${request.url}${request.anonymous ? ' (no session)' : ''}`,
    request.body.contentType ? `content-type: ${request.body.contentType}` : 'no content type',
    request.body.payload === undefined ? 'no body' : `body: ${JSON.stringify(request.body.payload)}`,
  ].join('\n');

/**
 * A function that reads the data a refused request must leave alone, as `dataSnapshot` does. On PostgreSQL it
 * is one query of a digest per table (a table's rows, sorted, hashed), since a round trip per table would take
 * most of the suite's time; a difference names the tables that changed.
 */
export const dataFingerprint = async (db: Db): Promise<() => Promise<Record<string, unknown>>> => {
  if (db.dialect !== 'postgres') return () => dataSnapshot(db);
  const tables = (await db.kysely.introspection.getTables()).filter(
    (table) => ![...ALWAYS_VOLATILE, 'session', 'login_attempt'].includes(table.name),
  );
  const digests = tables.map((table) => {
    const columns = table.columns
      .map((column) => column.name)
      .filter((column) => !(table.name === 'app_user' && column === 'last_activity_date'));
    const rows = sql`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table.name)}`;
    return sql`(select coalesce(md5(string_agg(r::text, '|' order by r::text)), '') from (${rows}) r) as ${sql.ref(table.name)}`;
  });
  const query = sql<Record<string, string>>`select ${sql.join(digests)}`;
  return async () => (await query.execute(db.kysely)).rows[0] ?? {};
};
