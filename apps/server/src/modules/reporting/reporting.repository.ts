import type { CorrectionsReport } from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { findStageModel } from '../studio/stage-model.repository.js';

/**
 * Reporting's reads outside the conversations module: who an agent filter names, the programs' stage orders, and a
 * program's test runs.
 */

/** The tenant's user with this id (an agent filter); another tenant's is no user. */
export const findUserInTenant = (db: Executor, tenantId: number, userId: number) =>
  userId > 2_147_483_647
    ? Promise.resolve(undefined)
    : db
        .selectFrom('app_user')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();

/** The program's test-set runs, oldest first. */
export const testRunsOfProgram = async (
  db: Executor,
  tenantId: number,
  programId: number,
): Promise<CorrectionsReport['testRuns']> =>
  (
    await db
      .selectFrom('test_run')
      .innerJoin('test_set', 'test_set.id', 'test_run.test_set_id')
      .select([
        'test_run.test_set_id',
        'test_set.name',
        'test_run.created_date',
        'test_run.model_version',
        'test_run.macro_f1',
      ])
      .where('test_run.tenant_id', '=', tenantId)
      .where('test_set.tenant_id', '=', tenantId)
      .where('test_set.program_id', '=', programId)
      .orderBy('test_run.created_date')
      .orderBy('test_run.id')
      .execute()
  ).map((row) => ({
    testSetId: row.test_set_id,
    testSetName: row.name,
    date: row.created_date,
    modelVersion: row.model_version,
    macroF1: row.macro_f1,
  }));

/**
 * The stage order of each of the tenant's programs (its saved model's, else the model it starts from), by id,
 * lowest first: what a conversation's skips and out-of-order stages are judged against (REPORTING.md "Order").
 */
export const findStageOrders = async (
  db: Executor,
  tenantId: number,
): Promise<Map<number, readonly string[]>> => {
  const rows = await db
    .selectFrom('program')
    .leftJoin('stage_model', (join) =>
      join.onRef('stage_model.program_id', '=', 'program.id').on('stage_model.tenant_id', '=', tenantId),
    )
    .select(['program.id', 'program.agent_only', 'stage_model.model'])
    .where('program.tenant_id', '=', tenantId)
    .orderBy('program.id')
    .execute();
  const orders = new Map<number, readonly string[]>();
  for (const row of rows)
    orders.set(
      row.id,
      row.model === null
        ? (await findStageModel(db, tenantId, row.id, row.agent_only === 1)).order
        : (JSON.parse(row.model) as { order: string[] }).order,
    );
  return orders;
};
