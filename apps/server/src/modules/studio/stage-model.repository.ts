import {
  CHART_PALETTE,
  type ChartPalette,
  defaultStageModel,
  type StageModel,
  type StageModelFields,
} from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { findStageDefaults } from '../tenant/tenant.repository.js';

/** What the `model` column holds: the model without its version and who saved it. */
type StoredModel = Omit<StageModelFields, 'version'>;

/**
 * The program's stage model. A program whose model was never saved answers its tenant's default model
 * (`findStageDefaults`: the neutral stages, or the demo's insurance ones) at version 0;
 * the first save stores it at version 1. `lock` (PostgreSQL) holds the row until the transaction ends.
 */
export const findStageModel = async (
  db: Executor,
  tenantId: number,
  programId: number,
  agentOnly: boolean,
  lock = false,
): Promise<StageModel> => {
  let query = db
    .selectFrom('stage_model')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return defaultStageModel(agentOnly, await findStageDefaults(db, tenantId));
  const stored = JSON.parse(row.model) as StoredModel;
  return {
    version: row.version,
    stages: stored.stages,
    order: stored.order,
    rules: stored.rules,
    assistProvider: stored.assistProvider,
    // A program made agent-only after its model was saved still starts in Agent mode.
    defaultMode: agentOnly ? 'Agent' : stored.defaultMode,
    lastModifiedBy: row.last_modified_by,
    lastModifiedDate: row.last_modified_date,
  };
};

/**
 * Stores a model over `fromVersion` and answers the new version, or undefined when the stored version is no
 * longer `fromVersion` (someone saved meanwhile). The update names the version it replaces, and the first save
 * relies on the unique `(tenant_id, program_id)` index, so that two saves can never both win.
 */
export const saveStageModel = async (
  db: Executor,
  tenantId: number,
  programId: number,
  fromVersion: number,
  model: StageModelFields,
  actor: string,
): Promise<number | undefined> => {
  const stored: StoredModel = {
    stages: model.stages,
    order: model.order,
    rules: model.rules,
    assistProvider: model.assistProvider,
    defaultMode: model.defaultMode,
  };
  const values = {
    version: fromVersion + 1,
    model: JSON.stringify(stored),
    last_modified_by: actor,
    last_modified_date: nowIso(),
  };
  if (fromVersion === 0) {
    const existing = await db
      .selectFrom('stage_model')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('program_id', '=', programId)
      .executeTakeFirst();
    if (existing) return undefined;
    await db
      .insertInto('stage_model')
      .values({ tenant_id: tenantId, program_id: programId, ...values })
      .execute();
    return values.version;
  }
  const result = await db
    .updateTable('stage_model')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('program_id', '=', programId)
    .where('version', '=', fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? values.version : undefined;
};

/** The tenant's chart palette: the product's default until a colour is changed. */
export const findChartPalette = async (db: Executor, tenantId: number): Promise<ChartPalette> => {
  const row = await db
    .selectFrom('chart_palette')
    .select('colours')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return { colours: row ? (JSON.parse(row.colours) as string[]) : [...CHART_PALETTE] };
};

export const saveChartPalette = async (
  db: Executor,
  tenantId: number,
  palette: ChartPalette,
  actor: string,
) => {
  const values = {
    colours: JSON.stringify(palette.colours),
    last_modified_by: actor,
    last_modified_date: nowIso(),
  };
  await db
    .insertInto('chart_palette')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
};

/** The program's stages with their colours, in the builder's order (stages outside it after, as listed). */
export const stageColours = (model: StageModel) => {
  const position = (label: string) => {
    const index = model.order.indexOf(label);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...model.stages]
    .sort((a, b) => position(a.label) - position(b.label))
    .map((stage) => ({ label: stage.label, colour: stage.colour }));
};
