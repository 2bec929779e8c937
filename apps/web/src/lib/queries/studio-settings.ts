import type { BodyOf } from '@parlance/api-client/app';
import { api } from '../api';

/**
 * A program's stage model and the tenant's chart palette: the query keys and fetchers Studio (which edits them)
 * and Reporting (whose charts are coloured by them) share, so that a save in one is the cache the other reads.
 */

const STAGE_MODEL = '/{tenantPublicId}/api/programs/{programId}/stage-model';
const CHART_PALETTE = '/{tenantPublicId}/api/chart-palette';

export const stageModelQueryKey = (tenantPublicId: string, programId: number) =>
  ['stage-model', tenantPublicId, programId] as const;

/** GET …/stage-model: the program's stages, order, rules and settings, with their version. */
export const getStageModel = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (await api.get(STAGE_MODEL, { tenantPublicId, programId }, { signal })).data;

/**
 * PUT …/stage-model: the whole model with the version it was read at. A newer stored version answers 409
 * (someone else saved meanwhile); bad input 400 with field errors such as `stages[3].examples[12]`.
 */
export const putStageModel = async (
  tenantPublicId: string,
  programId: number,
  model: BodyOf<typeof STAGE_MODEL, 'put'>,
) => (await api.put(STAGE_MODEL, { tenantPublicId, programId }, model)).data;

export const chartPaletteQueryKey = (tenantPublicId: string) => ['chart-palette', tenantPublicId] as const;

/** GET /{t}/api/chart-palette: the tenant's ten chart colours (any signed-in user). */
export const getChartPalette = async (tenantPublicId: string, signal?: AbortSignal) =>
  (await api.get(CHART_PALETTE, { tenantPublicId }, { signal })).data;

/** PUT /{t}/api/chart-palette: ten `#rrggbb` colours. */
export const putChartPalette = async (tenantPublicId: string, palette: BodyOf<typeof CHART_PALETTE, 'put'>) =>
  (await api.put(CHART_PALETTE, { tenantPublicId }, palette)).data;
