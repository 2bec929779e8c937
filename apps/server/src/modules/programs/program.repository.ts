import type { Program, ProgramChannel, ProgramStatus } from '@parlance/shared';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ProgramTable } from '../../db/schema.js';
import { reusableQuery } from '../../lib/reusable-query.js';
import { nowIso } from '../../lib/time.js';
import { programHasConversations } from '../conversations/conversation.repository.js';

export type ProgramRow = Selectable<ProgramTable> & { has_conversations: unknown };

export interface ProgramFields {
  name: string;
  description: string | null;
  channel: ProgramChannel;
  agentOnly: boolean;
  status: ProgramStatus;
}

/** The tenant's programs, as a base for the list query. */
export const selectPrograms = (db: Executor, tenantId: number) =>
  db
    .selectFrom('program')
    .selectAll('program')
    .select((eb) => programHasConversations(eb, tenantId))
    .where('program.tenant_id', '=', tenantId);

/** One program of the tenant; `lock` (PostgreSQL) holds the row until the transaction ends. */
export const findProgram = (db: Executor, tenantId: number, programId: number, lock = false) => {
  let query = selectPrograms(db, tenantId).where('program.id', '=', programId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
};

/** Names are unique within a tenant regardless of case. */
export const findProgramByName = (db: Executor, tenantId: number, name: string, exceptProgramId?: number) => {
  let query = db
    .selectFrom('program')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptProgramId !== undefined) query = query.where('id', '<>', exceptProgramId);
  return query.executeTakeFirst();
};

export const insertProgram = async (
  db: Executor,
  tenantId: number,
  program: ProgramFields,
  actor: string,
): Promise<number> => {
  const now = nowIso();
  const row = await db
    .insertInto('program')
    .values({
      tenant_id: tenantId,
      name: program.name,
      description: program.description,
      channel: program.channel,
      agent_only: program.agentOnly ? 1 : 0,
      status: program.status,
      created_by: actor,
      created_date: now,
      last_modified_by: actor,
      last_modified_date: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const updateProgram = (
  db: Executor,
  tenantId: number,
  programId: number,
  program: Partial<ProgramFields>,
  actor: string,
) =>
  db
    .updateTable('program')
    .set({
      ...(program.name !== undefined ? { name: program.name } : {}),
      ...(program.description !== undefined ? { description: program.description } : {}),
      ...(program.channel !== undefined ? { channel: program.channel } : {}),
      ...(program.agentOnly !== undefined ? { agent_only: program.agentOnly ? 1 : 0 } : {}),
      ...(program.status !== undefined ? { status: program.status } : {}),
      last_modified_by: actor,
      last_modified_date: nowIso(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', programId)
    .execute();

export const deleteProgram = (db: Executor, tenantId: number, programId: number) =>
  db.deleteFrom('program').where('tenant_id', '=', tenantId).where('id', '=', programId).execute();

export const toProgram = (row: ProgramRow): Program => ({
  id: row.id,
  name: row.name,
  description: row.description,
  channel: row.channel,
  agentOnly: row.agent_only === 1,
  status: row.status,
  hasConversations: row.has_conversations === true || Number(row.has_conversations) === 1,
  createdBy: row.created_by,
  createdDate: row.created_date,
  lastModifiedBy: row.last_modified_by,
  lastModifiedDate: row.last_modified_date,
});

/** A program of the tenant, with what the engine needs to know of it. */
// Asked at every engagement's start: built and compiled once.
const engineProgram = reusableQuery(
  (db: Executor, tenantId: number, programId: number) =>
    db
      .selectFrom('program')
      .select(['id', 'agent_only', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', programId),
  [-0x7fff_fff1, -0x7fff_fff2] as [number, number],
);
export const findEngineProgram = async (db: Executor, tenantId: number, programId: number) =>
  programId < 1 || programId > 2_147_483_647
    ? undefined
    : (await db.executeQuery(engineProgram(db, tenantId, programId))).rows[0];
