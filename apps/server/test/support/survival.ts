import { writeSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import * as shared from '@parlance/shared';
import {
  ENDPOINT_ACCESS,
  ENDPOINT_DOCS,
  type Endpoint,
  type ListSpec,
  MATCH_MODES_BY_KIND,
  MAX_PAGE_SIZE,
  REPORT_NAMES,
  TRIPLE_CSV_COLUMNS,
  TRIPLE_IMPORT_MAX_ROWS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { enqueueWebhookEvents } from '../../src/modules/webhooks/webhook.repository.js';
import { tenantIdOf } from './admin-fixtures.js';
import type { TestClient } from './client.js';
import { GREETING, QUALIFY, RECOMMEND } from './engagement-fixtures.js';
import { STREAM_ENDPOINTS } from './stream-request.js';
import { signUpTenant, type TestApp, unique } from './test-app.js';

/**
 * The survival run's requests: every GET and POST endpoint of the access table, each request carrying hostile
 * but well-formed input of three kinds — extreme dates, reserved property names, and the largest sizes and counts
 * of its parameters — on top of a body or query that is otherwise valid, so that the input reaches the handler's
 * own work. Bodies are built from the endpoint's shared zod schema (`ENDPOINT_DOCS`), so their limits are the
 * rules' own, and a new endpoint or field is covered without being named here.
 */

/** Names every object has, or that reach its prototype. */
export const RESERVED_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
];

/** Calendar days at and beyond the edges of what `Date` and the ISO format hold, and leap-day oddities. */
export const EXTREME_DAYS = [
  '0000-01-01',
  '0000-12-31',
  '0000-02-29',
  '0001-01-01',
  '1899-12-31',
  '1900-02-29',
  '1969-12-31',
  '1970-01-01',
  '2000-02-29',
  '2023-02-29',
  '2024-02-29',
  '2100-02-29',
  '2199-12-31',
  '2200-01-01',
  '9999-12-31',
  '9999-02-29',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '275760-09-13',
  '2024-13-01',
  '2024-00-10',
];

/** Instants at the same edges, with the widest offsets a time can carry. */
export const EXTREME_TIMES = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00-14:00',
  '0000-02-29T12:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '0001-01-01T00:00:00-14:00',
  '1969-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00+14:00',
  '2024-02-29T23:59:59+14:00',
  '2024-02-29T00:00:00-14:00',
  '2023-02-29T00:00:00Z',
  '2024-02-29T24:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59+14:00',
  '+010000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
];

/** Accept headers, the refusing `q=0` ones among them. */
export const ACCEPT_VARIANTS = [
  'text/csv',
  'text/csv;q=0',
  'text/csv; q=0, application/json',
  'application/json;q=0, text/csv',
  'text/csv;q=0.5, application/json;q=0.9',
  'application/json',
  'application/json;q=0',
  'application/problem+json',
  '*/*',
  '*/*;q=0',
  'text/*',
  'text/html',
  'image/png',
  '',
  ',,,;;;',
  'text/csv;q=abc',
  'text/csv;q=1.0000000001',
  Array.from({ length: 200 }, (_, i) => `text/x-${i};q=0.${i % 10}`).join(', '),
];

/** A small seeded generator (mulberry32): a run's choices are the same for a seed. */
export const randomSource = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  };
};
export type Random = ReturnType<typeof randomSource>;

/** What the run knows of its tenant: who signs in, its key, and the ids that lead requests past "not found". */
export interface SurvivalContext {
  publicId: number;
  tenantId: number;
  admin: TestClient;
  credentials: { login: string; password: string };
  apiKey: string;
  writeKey: string;
  adminUserId: number;
  /** Real values of each path parameter, by the path segment before it (`programs/:id`) or its name. */
  ids: Record<string, string[]>;
  roleNames: string[];
  /** Report CSV table names, as the reports answer them in their refusals. */
  tables: string[];
}

export interface SurvivalTarget {
  endpoint: Endpoint;
  method: 'GET' | 'POST' | 'PUT';
  template: string;
  params: string[];
  /** Query parameters the endpoint reads: its documented ones, its list's and its list filters. */
  queryNames: string[];
  list: boolean;
  body?: z.ZodType;
  bodyType: 'application/json' | 'application/x-www-form-urlencoded' | 'text/plain';
}

export interface SurvivalRequest {
  endpoint: Endpoint;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the request carries that is hostile, for the failure list. */
  kinds: string[];
  stream: boolean;
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number } } }[];
}
const defOf = (schema: z.ZodType | undefined): ZodDef | undefined =>
  (schema as unknown as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The keys of an object schema, through wrappers and intersections. */
const keysOf = (schema: z.ZodType | undefined): string[] => {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)];
  return keysOf(def.innerType ?? def.in);
};

/** The length (or count) limits of a schema, read from its checks through wrappers and pipes. */
const limitsOf = (schema: z.ZodType | undefined): { min?: number; max?: number } => {
  const limits: { min?: number; max?: number } = {};
  const visit = (node: z.ZodType | undefined) => {
    const def = defOf(node);
    if (!def) return;
    for (const check of def.checks ?? []) {
      const { check: kind, maximum, minimum, value } = check._zod.def;
      if (kind === 'max_length' && maximum !== undefined)
        limits.max = Math.min(limits.max ?? maximum, maximum);
      if (kind === 'min_length' && minimum !== undefined)
        limits.min = Math.max(limits.min ?? minimum, minimum);
      if (kind === 'less_than' && value !== undefined) limits.max = value;
      if (kind === 'greater_than' && value !== undefined) limits.min = value;
    }
    visit(def.innerType);
    visit(def.in);
    visit(def.out);
  };
  visit(schema);
  return limits;
};

/** The base type of a schema under its wrappers and pipes. */
const baseOf = (schema: z.ZodType | undefined): { def: ZodDef; schema: z.ZodType } | undefined => {
  const def = defOf(schema);
  if (!def || !schema) return undefined;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
    return baseOf(def.innerType);
  if (def.type === 'pipe') return baseOf(def.in);
  return { def, schema };
};

/** How big a generated value is: a usual size, the largest the rule takes, or one more than that. */
export type Size = 'usual' | 'max' | 'over';

/** Text of `length` characters fitting the pattern that a field's name implies. */
const textFor = (name: string, length: number, random: Random): string => {
  const lower = name.toLowerCase();
  const fill = (prefix: string, suffix = '') =>
    `${prefix}${'a'.repeat(Math.max(0, length - prefix.length - suffix.length))}${suffix}`.slice(
      0,
      Math.max(length, prefix.length + suffix.length),
    );
  if (lower.includes('email') || name === 'body-text/plain') return fill(unique('s'), '@example.com');
  if (lower === 'login' || lower === 'username') return fill(unique('s'));
  if (lower.includes('url')) return fill(`https://93.184.216.${random.int(200) + 1}/`);
  // Recent instants, never going back from one call to the next, as an import's messages must be.
  if (lower === 'time' || lower.endsWith('date')) return new Date(Date.now() - 86_400_000).toISOString();
  if (lower === 'stage') return length >= 16 ? fill('Warm Greet Intro') : 'Warm Greet Intro'.slice(0, length);
  if (lower === 'timezone')
    return random.pick(['UTC', 'Pacific/Kiritimati', 'Etc/GMT+12', 'America/Argentina/ComodRivadavia']);
  if (lower === 'engagementid')
    return random.chance(0.8)
      ? `PLATFORM${random.int(2 ** 32)}`
      : random.pick(['PLATFORM4294967295', 'PLATFORM4294967296', `PLATFORM${'9'.repeat(length)}`]);
  if (lower === 'channel') return length <= 5 ? 'voice' : fill('chat');
  if (lower === 'key') return fill('k');
  if (lower === 'externalcode') return length <= 12 ? 'EXT-1' : fill('EXT-');
  if (lower === 'content')
    return fill(random.pick([GREETING, QUALIFY, RECOMMEND]).slice(0, length)).replace(/^\s+|\s+$/g, 'a');
  return fill(lower === 'password' || lower.includes('password') ? 'Pw-' : 'S');
};

/** Real ids a body field names, where the tenant has such rows. */
const realIdFor = (name: string, context: SurvivalContext): string[] | undefined => {
  const lower = name.toLowerCase();
  if (lower === 'program' || lower === 'programid') return context.ids.programs;
  if (lower === 'departmentid') return context.ids.departments;
  if (lower === 'testsetid') return context.ids['test-sets'];
  if (lower === 'agentid') return context.ids.agents;
  return undefined;
};

/** Adds the reserved names as own keys of an object (JSON keeps them; `{ __proto__: … }` would set the prototype). */
const withReservedKeys = (target: Record<string, unknown>, random: Random, all = false) => {
  for (const name of all ? RESERVED_NAMES : [random.pick(RESERVED_NAMES)]) {
    const value = random.pick<unknown>([
      { admin: true, polluted: 'yes' },
      { prototype: { polluted: 'yes' } },
      'x',
      1,
      null,
      [name],
    ]);
    Object.defineProperty(target, name, { value, enumerable: true, configurable: true, writable: true });
  }
  return target;
};

interface BodyOptions {
  size: Size;
  reserved: boolean;
  dates: boolean;
  /** The one field made `over` its limit when the size is `over` (others at their maximum). */
  overField?: string;
}

/**
 * A value for a schema: every string at its usual or largest length (or one beyond), arrays at their largest
 * count, numbers at their limits or real ids, reserved names as values and keys, extreme dates where a field holds
 * a time. Counts without a stated limit are capped, so that a body stays within what a client would send.
 */
export const valueFor = (
  schema: z.ZodType | undefined,
  name: string,
  options: BodyOptions,
  random: Random,
  context: SurvivalContext,
): unknown => {
  const base = baseOf(schema);
  if (!base) return 'x';
  const { def } = base;
  const limits = limitsOf(schema);
  const over = options.size === 'over' && (options.overField === undefined || options.overField === name);
  const biggest = options.size !== 'usual';
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {}))
        result[key] = valueFor(field, key, options, random, context);
      return options.reserved && random.chance(0.5) ? withReservedKeys(result, random) : result;
    }
    case 'intersection':
      return {
        ...(valueFor(def.left, name, options, random, context) as object),
        ...(valueFor(def.right, name, options, random, context) as object),
      };
    case 'array': {
      const max = limits.max ?? 50;
      const count = over ? max + 1 : biggest ? max : Math.max(limits.min ?? 1, Math.min(3, max));
      // The largest import holds its most messages, but not each at its longest: that is the next size's case.
      const elementOptions = biggest && count > 200 ? { ...options, size: 'usual' as Size } : options;
      const items = Array.from({ length: count }, () =>
        valueFor(def.element, name, elementOptions, random, context),
      );
      if (name === 'messages' && options.dates) {
        // Times that never go back, as an import must have them, all at one extreme instant.
        const time = random.pick(EXTREME_TIMES);
        for (const item of items)
          if (item && typeof item === 'object') (item as { time: string }).time = time;
      }
      return items;
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return options.reserved && random.chance(0.2) ? random.pick(RESERVED_NAMES) : random.pick(values);
    }
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return random.chance(0.5);
    case 'number': {
      const real = realIdFor(name, context);
      if (real?.length && !over && random.chance(0.8)) return Number(random.pick(real));
      if (over) return (limits.max ?? 2_147_483_647) + 1;
      return biggest ? (limits.max ?? 2_147_483_647) : (limits.min ?? 1);
    }
    case 'string': {
      if (options.reserved && random.chance(0.3)) return random.pick(RESERVED_NAMES);
      if (name === 'roles' && !over && random.chance(0.8)) return random.pick(context.roleNames);
      if (name === 'conversations') return testSetLines(options.size, random);
      const lower = name.toLowerCase();
      if (options.dates && (lower === 'time' || lower.includes('date') || lower === 'from' || lower === 'to'))
        return random.pick([...EXTREME_TIMES, ...EXTREME_DAYS]);
      const max = limits.max ?? 200;
      const length = over ? max + 1 : biggest ? max : Math.min(max, Math.max(limits.min ?? 1, 12));
      return textFor(name, length, random);
    }
    default:
      return 'x';
  }
};

/** Writes beside the GETs and POSTs, so that every webhook parameter is sent (a webhook's `enabled` is a PUT's). */
const EXTRA_WRITES: readonly Endpoint[] = ['PUT /:tenantPublicId/api/webhooks/:id'];

/** The endpoints the run sends: every GET and POST of the access table, and `EXTRA_WRITES`. */
export const survivalTargets = (listFilters: Map<Endpoint, string[]>): SurvivalTarget[] =>
  (Object.keys(ENDPOINT_ACCESS) as Endpoint[])
    .filter(
      (endpoint) =>
        endpoint.startsWith('GET ') || endpoint.startsWith('POST ') || EXTRA_WRITES.includes(endpoint),
    )
    .map((endpoint) => {
      const [method, template] = endpoint.split(' ') as [SurvivalTarget['method'], string];
      const doc = ENDPOINT_DOCS[endpoint];
      const list = doc.list === true;
      // A CSV upload (the triples import) is a file, not a body built from a schema: it is sent without one.
      const bodyType = doc.bodyTypes?.[0] ?? 'application/json';
      return {
        endpoint,
        method,
        template,
        params: template.match(/:\w+/g) ?? [],
        queryNames: [
          ...keysOf(doc.query),
          ...(list ? ['page', 'size', 'sort'] : []),
          ...(listFilters.get(endpoint) ?? []),
        ],
        list,
        body: bodyType === 'text/csv' ? undefined : doc.body,
        bodyType: bodyType === 'text/csv' ? 'application/json' : bodyType,
      };
    });

/** Every filter of every list spec the shared package exports, with each match mode its kind allows. */
const LIST_FILTER_KEYS: string[] = [
  ...new Set(
    Object.values(shared as Record<string, unknown>).flatMap((value) => {
      const spec = value as Partial<ListSpec> | null;
      if (!spec || typeof spec !== 'object' || !spec.filters || !Array.isArray(spec.sortable)) return [];
      return Object.entries(spec.filters).flatMap(([field, kind]) =>
        MATCH_MODES_BY_KIND[typeof kind === 'string' ? kind : kind.kind].map((mode) => `${field}.${mode}`),
      );
    }),
  ),
].sort();

/**
 * The filters each list endpoint takes, found by asking it: one request naming every list filter of the shared
 * specs; the ones it does not call unknown are its own.
 */
export const probeListFilters = async (context: SurvivalContext) => {
  const found = new Map<Endpoint, string[]>();
  for (const endpoint of Object.keys(ENDPOINT_DOCS) as Endpoint[]) {
    if (!endpoint.startsWith('GET ') || ENDPOINT_DOCS[endpoint]?.list !== true) continue;
    const url = fillPath(endpoint.slice(4), context, randomSource(1), false);
    const query = LIST_FILTER_KEYS.map((key) => `${encodeURIComponent(key)}=%3F`).join('&');
    const response = await context.admin.get(`${url}?${query}`);
    const errors = (response.json() as { fieldErrors?: { field: string; message: string }[] }).fieldErrors;
    if (!errors) continue;
    const unknown = new Set(
      errors.filter((e) => e.message.startsWith('unknown parameter')).map((e) => e.field),
    );
    found.set(
      endpoint,
      LIST_FILTER_KEYS.filter((key) => !unknown.has(key)),
    );
  }
  return found;
};

/** Path values: real ids mostly, else reserved names and numbers at and beyond 32 bits. */
const fillPath = (template: string, context: SurvivalContext, random: Random, hostile: boolean) =>
  template.replace(/:(\w+)/g, (_, param: string, offset: number) => {
    if (param === 'tenantPublicId') return String(context.publicId);
    if (hostile && random.chance(0.5))
      return encodeURIComponent(
        random.pick([...RESERVED_NAMES, '2147483647', '2147483648', '0', '-1', 'a'.repeat(300)]),
      );
    const segment = template.slice(0, offset).split('/').filter(Boolean).pop() ?? '';
    const real = context.ids[param === 'id' ? segment : param] ?? [];
    return encodeURIComponent(real.length > 0 ? random.pick(real) : '1');
  });

/** A query parameter's value: an extreme date, a reserved name, or text at and just over the filters' limit. */
const queryValue = (name: string, kinds: Set<string>, random: Random, context: SurvivalContext): string => {
  const field = name.split('.')[0]!;
  const mode = name.split('.')[1] ?? '';
  if (kinds.has('reserved') && random.chance(0.5)) {
    const reserved = random.pick(RESERVED_NAMES);
    return name === 'sort' ? `${reserved},${random.pick(['asc', 'desc'])}` : reserved;
  }
  if (name === 'from' || name === 'to' || mode.startsWith('date') || field.toLowerCase().endsWith('date'))
    return kinds.has('dates') ? random.pick([...EXTREME_DAYS, ...EXTREME_TIMES]) : '2026-01-01';
  if (name === 'page') return random.pick(['0', '999999', '1000000', '1000001', '2147483648']);
  if (name === 'size') return random.pick(['1', String(MAX_PAGE_SIZE), String(MAX_PAGE_SIZE + 1), '0']);
  if (name === 'table') return random.pick(context.tables);
  if (name === 'programId') return random.pick(context.ids.programs ?? ['1']);
  if (name === 'agentId') return random.pick(context.ids.agents ?? ['1']);
  if (name === 'channel') return random.pick(['voice', 'chat', 'a'.repeat(20), 'a'.repeat(21)]);
  if (name === 'source') return random.pick(['simulator', 'api', 'import']);
  if (name === 'group') return random.pick(['assisted', 'control']);
  if (kinds.has('sizes')) return 'a'.repeat(random.pick([40, 41, 200, 201, 2000]));
  return random.pick(['a', '1', 'true', 'voice', 'ACTIVE']);
};

/** A report's period: the year or day at an extreme, a random year's full span, or a pair of extreme dates. */
const reportPeriod = (random: Random): [string, string][] => {
  const year = String(random.int(10_000)).padStart(4, '0');
  return random.pick<[string, string][]>([
    [
      ['from', random.pick(EXTREME_DAYS)],
      ['to', random.pick(EXTREME_DAYS)],
    ],
    [['from', random.pick(EXTREME_DAYS)]],
    [['to', random.pick(EXTREME_DAYS)]],
    [
      ['from', `${year}-01-01`],
      ['to', `${year}-12-31`],
    ],
    [
      ['from', '9999-12-31'],
      ['to', '9999-12-31'],
    ],
    [
      ['from', '0000-01-01'],
      ['to', '0000-12-31'],
    ],
    [
      ['from', '9999-01-01'],
      ['to', '9999-12-31'],
    ],
    [
      ['from', `${year}-02-28`],
      ['to', `${year}-02-29`],
    ],
  ]);
};

/** One hostile request for a target. */
export const survivalRequest = (
  target: SurvivalTarget,
  context: SurvivalContext,
  random: Random,
  plain = false,
): SurvivalRequest => {
  const kinds = new Set<string>();
  for (const kind of ['dates', 'reserved', 'sizes', 'accept'])
    if (!plain && random.chance(0.45)) kinds.add(kind);
  const path = fillPath(target.template, context, random, kinds.has('reserved') && random.chance(0.2));

  // Query: the endpoint's own parameters with hostile values, reserved names as parameter names, many repeats.
  const pairs: [string, string][] = [];
  const names = target.queryNames;
  const isReport = target.template.includes('/api/reports/');
  if (isReport && (kinds.has('dates') || (!plain && random.chance(0.5)))) pairs.push(...reportPeriod(random));
  for (const name of plain ? [] : names) {
    if (random.chance(names.length > 6 ? 0.25 : 0.5) && !pairs.some(([key]) => key === name))
      pairs.push([name, queryValue(name, kinds, random, context)]);
  }
  if (kinds.has('reserved')) {
    const reserved = random.pick(RESERVED_NAMES);
    const field = names.length > 0 ? random.pick(names).split('.')[0]! : 'name';
    pairs.push(
      random.pick<[string, string]>([
        [reserved, '1'],
        [`${reserved}.equals`, '1'],
        [`${field}.${reserved}`, 'x'],
        [`${reserved}.${reserved}`, reserved],
        ['sort', `${reserved},asc`],
        ['table', reserved],
      ]),
    );
  }
  if (kinds.has('sizes') && random.chance(0.5)) {
    // One parameter given many times: the largest count a 16 kB request line carries.
    const name = names.length > 0 ? random.pick(names) : random.pick(['page', 'size', 'sort', 'from']);
    const value = queryValue(name, kinds, random, context).slice(0, 20);
    const count = Math.min(1000, Math.floor(12_000 / (name.length + value.length + 2)));
    for (let i = 0; i < count; i++) pairs.push([name, value]);
  }
  const query = new URLSearchParams(pairs).toString();

  const headers: Record<string, string> = {};
  const access = ENDPOINT_ACCESS[target.endpoint];
  const cookies = new Map(context.admin.cookies);
  // Signing out, or signing in (which ends the session the browser had), would end the run's session, and every
  // later request would be answered 401: those endpoints are sent without one.
  if (target.endpoint === 'POST /api/logout' || target.endpoint === 'POST /api/authentication')
    cookies.delete('PARLANCE_SESSION');
  headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  headers[XSRF_HEADER] = cookies.get(XSRF_COOKIE) ?? '';
  if (access === 'api-key') headers.authorization = `Bearer ${context.apiKey}`;
  if (kinds.has('accept') || (isReport && !plain && random.chance(0.5)))
    headers.accept = random.pick(ACCEPT_VARIANTS);

  let payload: string | undefined;
  if (target.method !== 'GET') {
    const body = cachedBody(target, kinds, random, context);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return {
    endpoint: target.endpoint,
    method: target.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    kinds: [...kinds],
    stream: STREAM_ENDPOINTS.has(target.endpoint),
  };
};

/**
 * Bodies of a few hundred kilobytes or more, kept for reuse by kind: building a 50,000-row file or a 2,000-message
 * import takes the test's own event loop a while, which the health probe would count against the server.
 */
const largeBodies = new Map<string, { contentType: string; payload: string }[]>();
const LARGE_BODY = 256 * 1024;
const LARGE_VARIANTS = 3;

const cachedBody = (target: SurvivalTarget, kinds: Set<string>, random: Random, context: SurvivalContext) => {
  const key = [target.endpoint, ...[...kinds].sort()].join('|');
  const kept = largeBodies.get(key) ?? [];
  if (kept.length >= LARGE_VARIANTS || (kept.length > 0 && random.chance(0.8))) return random.pick(kept);
  const body = bodyOf(target, kinds, random, context);
  if (body.payload.length >= LARGE_BODY) largeBodies.set(key, [...kept, body]);
  return body;
};

/** A POST's body: its schema's fields at the chosen size, with reserved names and extreme dates as drawn. */
const bodyOf = (
  target: SurvivalTarget,
  kinds: Set<string>,
  random: Random,
  context: SurvivalContext,
): { contentType: string; payload: string } => {
  const size: Size = kinds.has('sizes') ? random.pick<Size>(['max', 'max', 'over']) : 'usual';
  const fields = keysOf(target.body);
  const options: BodyOptions = {
    size,
    reserved: kinds.has('reserved'),
    dates: kinds.has('dates'),
    overField: fields.length > 0 ? random.pick(fields) : undefined,
  };
  if (target.endpoint === 'POST /:tenantPublicId/api/programs/:programId/triples/import')
    return { contentType: 'text/csv', payload: tripleCsv(options, random) };
  let body = target.body
    ? valueFor(
        target.body,
        target.bodyType === 'text/plain' ? 'body-text/plain' : 'body',
        options,
        random,
        context,
      )
    : {};
  if (target.endpoint === 'POST /collect/v1/:kind') body = collectorBody(context, options, random);
  if (kinds.has('reserved') && body && typeof body === 'object' && !Array.isArray(body))
    withReservedKeys(body as Record<string, unknown>, random, random.chance(0.3));
  if (target.bodyType === 'text/plain')
    return { contentType: 'text/plain', payload: typeof body === 'string' ? body : JSON.stringify(body) };
  if (target.bodyType === 'application/x-www-form-urlencoded')
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(
        Object.entries(body as Record<string, unknown>).map(([key, value]): [string, string] => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString(),
    };
  return { contentType: 'application/json', payload: JSON.stringify(body) };
};

/** An analytics event (the collector's schema is the server's own): long names, reserved keys, extreme times. */
const collectorBody = (context: SurvivalContext, options: BodyOptions, random: Random) => {
  const long =
    options.size === 'over' ? 'e'.repeat(20_001) : options.size === 'max' ? 'e'.repeat(2_000) : 'Clicked';
  const properties: Record<string, unknown> = { label: long };
  if (options.reserved) withReservedKeys(properties, random, true);
  const event = {
    type: 'track',
    messageId: unique('survival-'),
    writeKey: context.writeKey,
    anonymousId: 'anon-survival',
    event: options.reserved ? random.pick(RESERVED_NAMES) : long,
    properties,
    context: options.reserved ? withReservedKeys({}, random, true) : {},
    sentAt: options.dates ? random.pick(EXTREME_TIMES) : new Date().toISOString(),
    timestamp: options.dates ? random.pick(EXTREME_TIMES) : undefined,
  };
  return options.size === 'usual' ? event : { writeKey: context.writeKey, batch: Array(100).fill(event) };
};

/** A triples file: a few rows, the most rows an import takes (or one more), reserved names as cells and columns. */
const tripleCsv = (options: BodyOptions, random: Random) => {
  const rows = options.size === 'usual' ? 3 : TRIPLE_IMPORT_MAX_ROWS + (options.size === 'over' ? 1 : 0);
  const columns = options.reserved
    ? [...TRIPLE_CSV_COLUMNS, random.pick(RESERVED_NAMES)]
    : [...TRIPLE_CSV_COLUMNS];
  const cell = (i: number, column: string) =>
    options.reserved && random.chance(0.3) ? random.pick(RESERVED_NAMES) : `${column} ${i % 5000}`;
  const lines = [columns.join(',')];
  for (let i = 0; i < rows; i++) lines.push(columns.map((column) => cell(i, column)).join(','));
  return lines.join('\n');
};

/** A test set's JSON Lines: one conversation, or many up to the file's limit. */
const testSetLines = (size: Size, random: Random) => {
  const line = JSON.stringify({
    messages: [
      { from: 'Agent', content: GREETING, stage: 'Warm Greet Intro' },
      { from: 'Agent', content: random.pick([QUALIFY, RECOMMEND]), stage: 'Qualify' },
    ],
  });
  const count = size === 'usual' ? 2 : size === 'max' ? 500 : 5000;
  return Array(count).fill(line).join('\n');
};

/**
 * A request as printed in a failure, short enough to read and complete enough to send again. A clip is copied
 * out of its text: a slice would hold the whole body (a 4 MB triples file) for as long as the description is kept.
 */
export const describeSurvivalRequest = (request: SurvivalRequest, limit = 600) => {
  const clip = (text: string) =>
    text.length > limit
      ? `${Buffer.from(text.slice(0, limit)).toString()}… (${text.length} chars)`
      : Buffer.from(text).toString();
  const accept =
    request.headers.accept === undefined ? '' : ` accept=${JSON.stringify(clip(request.headers.accept))}`;
  const body = request.payload === undefined ? '' : `\n  body ${clip(request.payload)}`;
  return `${request.method} ${clip(request.url)}${accept} [${request.kinds.join(',') || 'plain'}]${body}`;
};

/**
 * The tenant the run works in, with a row of every kind (programs with imported conversations so that reports
 * compute, users, agents, a role, a department, a test set, a webhook with a queued delivery) and an API key.
 */
export const seedSurvivalTenant = async (test: TestApp, writeKey: string): Promise<SurvivalContext> => {
  const tenant = await signUpTenant(test);
  const admin = tenant.client;
  const publicId = tenant.publicId;
  const tenantId = await tenantIdOf(test, publicId);
  const api = `/${publicId}/api`;
  const created = async (url: string, body: Record<string, unknown>) => {
    const response = await admin.post(url, body);
    if (response.statusCode !== 201 && response.statusCode !== 200)
      throw new Error(`seeding ${url} failed: ${response.statusCode} ${response.body}`);
    return response.json() as { id: number; key?: string };
  };
  const department = await created(`${api}/departments`, { name: 'Survival sales' });
  const voice = await created(`${api}/programs`, { name: 'Survival voice', channel: 'voice' });
  await created(`${api}/programs`, { name: 'Survival chat', channel: 'chat' });
  await created(`${api}/roles`, { name: 'Survival team', permissions: ['p-view_programs'] });
  for (const collection of ['users', 'agents']) {
    const login = unique('survival');
    await created(`${api}/${collection}`, {
      login,
      email: `${login}@example.com`,
      firstName: 'Survival',
      lastName: 'Person',
      roles: [],
      departmentId: department.id,
      mode: 'invite',
      ...(collection === 'agents' ? { externalCode: 'EXT-1' } : {}),
    });
  }
  const apiKey = (await created(`${api}/api-keys`, { name: 'Survival key' })).key!;
  // Conversations through the import, so that every report has figures to compute over.
  const start = Date.now() - 3 * 86_400_000;
  for (let i = 0; i < 6; i++) {
    const at = (seconds: number) => new Date(start + i * 3_600_000 + seconds * 1000).toISOString();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        engagementId: `PLATFORM${9000 + i}`,
        program: voice.id,
        channel: 'voice',
        ...(i % 2 === 0 ? { agent: { externalCode: 'EXT-1' } } : {}),
        messages: [
          { from: 'Agent', content: GREETING, time: at(0) },
          { from: 'Visitor', content: 'I would like a quote.', time: at(20) },
          { from: 'Agent', content: QUALIFY, time: at(45) },
          { from: 'Agent', content: RECOMMEND, time: at(90) },
        ],
      }),
    });
    if (response.statusCode !== 201) throw new Error(`seeding an import failed: ${response.body}`);
  }
  const now = new Date().toISOString();
  const testSet = await test.db.kysely
    .insertInto('test_set')
    .values({
      tenant_id: tenantId,
      program_id: voice.id,
      name: 'Survival set',
      created_by: 'survival',
      created_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.db.kysely
    .insertInto('test_conversation')
    .values({
      tenant_id: tenantId,
      test_set_id: testSet.id,
      message_count: 1,
      messages: JSON.stringify([{ from: 'Agent', content: GREETING, stage: 'Warm Greet Intro' }]),
    })
    .execute();
  const hook = await test.db.kysely
    .insertInto('webhook')
    .values({
      tenant_id: tenantId,
      // Never called: the delivery worker is stopped for the run.
      url: 'https://hooks.example.com/parlance',
      description: 'Survival receiver',
      events: JSON.stringify(['engagement.ended']),
      secret: 'whsec_survival',
      disabled_reason: null,
      failing_since: null,
      created_by: tenant.input.login,
      created_date: now,
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueWebhookEvents(test.db.kysely, tenantId, 'engagement.ended', { engagementId: 'PLATFORM9000' });

  const column = async (table: string, name: string, where = sql`true`) =>
    (
      await sql<{ value: string | number }>`select ${sql.ref(name)} as value from ${sql.table(table)}
        where tenant_id = ${tenantId} and ${where}`.execute(test.db.kysely)
    ).rows.map((row) => String(row.value));
  const adminUserId = Number(
    (
      await test.db.kysely
        .selectFrom('app_user')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('login', '=', tenant.input.login.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id,
  );
  // The admin is never a path's user: deactivating them would end the run's session.
  const people = (await column('app_user', 'id')).filter((id) => id !== String(adminUserId));
  const ids: Record<string, string[]> = {
    roles: await column('role', 'id'),
    programs: await column('program', 'id'),
    programId: await column('program', 'id'),
    departments: await column('department', 'id'),
    users: people,
    agents: people,
    triples: await column('triple', 'id'),
    'test-sets': [String(testSet.id)],
    testSetId: [String(testSet.id)],
    engagementId: await column('conversation', 'engagement_id'),
    index: ['0', '1', '3'],
    webhooks: [String(hook.id)],
    deliveryId: await column('webhook_delivery', 'id'),
    clientId: await column('client_app', 'client_id'),
    writeKey: [writeKey],
    kind: ['t', 'i', 'p', 's', 'g', 'batch'],
  };
  // The names of the reports' CSV tables, from a refusal that lists them.
  const tables = new Set<string>(RESERVED_NAMES);
  for (const report of REPORT_NAMES) {
    const response = await admin.get(`${api}/reports/${report}?table=none`, {
      headers: { accept: 'text/csv' },
    });
    const match = /One of: ([^."]+)/.exec(response.body);
    for (const name of match?.[1]?.split(', ') ?? []) tables.add(name);
  }
  return {
    publicId,
    tenantId,
    admin,
    credentials: { login: tenant.input.login, password: tenant.input.password },
    apiKey,
    writeKey,
    adminUserId,
    ids,
    roleNames: (await column('role', 'name')).filter((role) => role !== 'ROLE_ADMIN'),
    tables: [...tables],
  };
};

/**
 * A watchdog on a thread of its own: when the main thread has not beaten for `silentMs` (an endless loop holds
 * the event loop, so no test timeout can fire), it writes the requests then in flight to stderr and ends the
 * process, so that the run stops by itself and names the request that hung.
 */
export const startWatchdog = (silentMs: number) => {
  const worker = new Worker(
    `
    const { parentPort } = require('node:worker_threads');
    const { writeSync } = require('node:fs');
    const inFlight = new Map();
    let last = Date.now();
    parentPort.on('message', (message) => {
      last = Date.now();
      if (message.start !== undefined) inFlight.set(message.start, message.text);
      for (const id of message.ended ?? []) inFlight.delete(id);
    });
    setInterval(() => {
      if (Date.now() - last < ${silentMs}) return;
      const lines = [...inFlight.values()].map((text) => '  ' + text).join('\\n');
      writeSync(2, '\\nsurvival: the event loop has been held for ${silentMs} ms; requests in flight:\\n' + lines + '\\n');
      process.kill(process.pid, 'SIGKILL');
    }, 500);
    `,
    { eval: true },
  );
  worker.unref();
  // Ends are sent with the beat, so that a request costs the loop one small message.
  let ended: number[] = [];
  const beat = setInterval(() => {
    worker.postMessage({ ended });
    ended = [];
  }, 250);
  let sequence = 0;
  return {
    started(text: string) {
      const id = sequence++;
      worker.postMessage({ start: id, text: text.slice(0, 400) });
      return id;
    },
    ended(id: number) {
      ended.push(id);
    },
    async stop() {
      clearInterval(beat);
      await worker.terminate();
    },
  };
};

/** Forgets the large bodies kept for reuse, so that they are not counted in the heap after the run. */
export const forgetLargeBodies = () => largeBodies.clear();

const addresses = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * A request to an endpoint that answers a stream that never ends (server-sent events), over a real socket: a
 * refusal is read to its end; a stream is let go of once its head is in, and closing the socket ends it on the
 * server too (an injected stream would stay open, holding every event written to it, until the app closes).
 */
export const sendToStream = async (app: FastifyInstance, request: SurvivalRequest) => {
  let address = addresses.get(app);
  if (!address) {
    address = app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    addresses.set(app, address);
  }
  const base = await address;
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${request.url}`,
      { method: request.method, headers: request.headers },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        if (statusCode < 300) {
          resolve({ statusCode, body: '' });
          outgoing.destroy();
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ statusCode, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.payload);
  });
};

/** Writes straight to stderr: shown even when the run ends abruptly. */
export const report = (text: string) => writeSync(2, `${text}\n`);
