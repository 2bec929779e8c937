import type { CorrectionsReport } from '@parlance/shared';
import type { Executor } from '../../db/database.js';

/** Reporting's reads outside the conversations module: who an agent filter names, and a program's test runs. */

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
