import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.js';

/** The channel every change to what a signed-in request's principal is made of is announced on. */
export const PRINCIPAL_CHANNEL = 'principal_changes';

/** Tables the principal is read from, and the changes to each that can alter it. */
const WATCHED: Record<string, string> = {
  session: 'update or delete',
  app_user: 'update or delete',
  user_role: 'insert or update or delete',
  role: 'update or delete',
  role_permission: 'insert or update or delete',
  tenant: 'update or delete',
};

/**
 * PostgreSQL: a trigger on each table the principal is read from announces a change at commit (`pg_notify` is
 * transactional), whoever made it: this instance, another one, or a session outside the app. The payload names the
 * user (`u:<id>`) for a session, user or user-role row, and everyone (`*`) for a role, role permission or tenant
 * (rare changes). Each instance's principal cache listens (`plugins/principal-cache.ts`). SQLite has one process:
 * its cache hears of writes from the connection itself, so it needs no trigger.
 */
export const principalChangesMigration = (dialect: Dialect) => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe tables before the typed schema exists.
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    await sql`
      create function parlance_principal_changed() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'app_user' then
          if tg_op <> 'INSERT' then perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, 'u:' || old.id); end if;
        elsif tg_table_name in ('session', 'user_role') then
          if tg_op <> 'INSERT' then perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, 'u:' || old.user_id); end if;
          if tg_op <> 'DELETE' then perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, 'u:' || new.user_id); end if;
        else
          perform pg_notify(${sql.lit(PRINCIPAL_CHANNEL)}, '*');
        end if;
        return null;
      end
      $$`.execute(db);
    for (const [table, events] of Object.entries(WATCHED)) {
      await sql`create trigger ${sql.id(`${table}_principal_changed`)} after ${sql.raw(events)}
        on ${sql.table(table)} for each row execute function parlance_principal_changed()`.execute(db);
    }
  },
  // biome-ignore lint/suspicious/noExplicitAny: see above
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    for (const table of Object.keys(WATCHED)) {
      await sql`drop trigger ${sql.id(`${table}_principal_changed`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function parlance_principal_changed()`.execute(db);
  },
});
