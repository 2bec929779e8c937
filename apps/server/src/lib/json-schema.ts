import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Simplifies what `z.toJSONSchema` writes into the subset that Fastify's serializer and OpenAPI 3.1 read alike:
 * no `$schema`, and `anyOf` of plain types (a nullable string) as one `type` list, which serialises faster.
 */
const simplify = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const { $schema: _, ...rest } = node as JsonSchema;
  const result: JsonSchema = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, simplify(value)]),
  );
  // A tuple's `items: false` (no item past `prefixItems`) says what its `maxItems` says already: left out, since
  // draft-07 validators (Stoplight Prism's among them) read it as "no item at all" and refuse every pair.
  if (
    Array.isArray(result.prefixItems) &&
    result.items === false &&
    result.maxItems === result.prefixItems.length
  ) {
    delete result.items;
  }
  const anyOf = result.anyOf as JsonSchema[] | undefined;
  if (
    anyOf?.every((branch) => typeof branch.type === 'string' && Object.keys(branch).length === 1) &&
    Object.keys(result).length === 1
  ) {
    return { type: anyOf.map((branch) => branch.type) };
  }
  return result;
};

const cache = new WeakMap<z.ZodType, Record<'input' | 'output', JsonSchema | undefined>>();

/** The JSON Schema of a shared zod schema: `input` for what a request may send, `output` for an answer. */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  let entry = cache.get(schema);
  if (!entry) {
    entry = { input: undefined, output: undefined };
    cache.set(schema, entry);
  }
  entry[io] ??= simplify(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as JsonSchema;
  return entry[io];
};

/** Draft 2020-12's tuples (`prefixItems`, `items: false`) in the draft-07 form fast-json-stringify reads. */
const draft07Tuples = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(draft07Tuples);
  if (!node || typeof node !== 'object') return node;
  const result: JsonSchema = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => [key, draft07Tuples(value)]),
  );
  if (Array.isArray(result.prefixItems)) {
    const { prefixItems, items, ...rest } = result;
    return { ...rest, items: prefixItems, ...(items === false ? { additionalItems: false } : {}) };
  }
  return result;
};

const serializerCache = new WeakMap<z.ZodType, JsonSchema>();

/**
 * The schema Fastify's serializer writes an answer by: the answer's JSON Schema (`jsonSchemaOf(schema, 'output')`),
 * its tuples in the draft-07 form fast-json-stringify reads (the OpenAPI document keeps draft 2020-12's).
 */
export const serializerSchemaOf = (schema: z.ZodType): JsonSchema => {
  let entry = serializerCache.get(schema);
  if (!entry) {
    entry = draft07Tuples(jsonSchemaOf(schema, 'output')) as JsonSchema;
    serializerCache.set(schema, entry);
  }
  return entry;
};
