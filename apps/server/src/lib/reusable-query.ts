import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/**
 * A hot query built and compiled once per database, then run with new values: building and compiling a Kysely query
 * costs about as much processor time as the round trip that runs it (a message's reads, PERFORMANCE.md "Engine").
 *
 *   const findThing = reusableQuery(
 *     (db, tenantId: number, name: string) =>
 *       db.selectFrom('thing').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name),
 *     [-1, '\u0000name'],
 *   );
 *   const rows = (await db.executeQuery(findThing(db, tenantId, name))).rows;
 *
 * `build` is called once a database (its dialect's adapter) with `sentinels` (values no real call passes, each distinct): each compiled parameter equal
 * to one of them takes that argument from then on, and every other parameter stays as compiled. The SQL text is
 * therefore fixed (so it may be `keepPrepared`). `build` must pass its values as parameters only, and every value
 * that may change between calls must be an argument; a sentinel that does not appear among the compiled parameters
 * (a value turned into SQL text) is an error. Each call gets a query id of its own and goes through the plugins'
 * `transformQuery` (so the query timer of `plugins/metrics.ts` sees it); plugins must not change the query's text.
 */
export const reusableQuery = <DB, Values extends unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
  sentinels: Values,
) => {
  if (new Set(sentinels).size !== sentinels.length) throw new Error('sentinels must differ');
  // Keyed by the database's adapter: one per dialect instance, shared by its transactions and plugins.
  const templates = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: (number | -1)[] }>();
  return (db: Kysely<DB>, ...values: Values): CompiledQuery<Row> => {
    const executor = db.getExecutor();
    let template = templates.get(executor.adapter);
    if (!template) {
      const compiled = build(db, ...sentinels).compile();
      const slots = compiled.parameters.map((parameter) => sentinels.indexOf(parameter));
      sentinels.forEach((_sentinel, n) => {
        if (!slots.includes(n)) throw new Error(`value ${n} of a reusable query is not a parameter`);
      });
      template = { compiled, slots };
      templates.set(executor.adapter, template);
    }
    const { compiled, slots } = template;
    const queryId = createQueryId();
    executor.transformQuery(compiled.query, queryId);
    return {
      ...compiled,
      queryId,
      parameters: slots.map((slot, n) => (slot === -1 ? compiled.parameters[n] : values[slot])),
    };
  };
};
