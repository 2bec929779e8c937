import { type Kysely, sql } from 'kysely';

/**
 * The idle simulations sweep (`conversations/simulation-sweep.ts`): a partial index of the ongoing simulator conversations
 * by their last activity (last message, else start), so that a pass reads only those, oldest first, on both engines.
 */
export const idleSimulationsMigration = () => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    await sql`create index conversation_idle_simulation on conversation ((coalesce(last_message_date, started_date))) where status = 'ongoing' and source = 'simulator'`.execute(
      db,
    );
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    await sql`drop index conversation_idle_simulation`.execute(db);
  },
});
