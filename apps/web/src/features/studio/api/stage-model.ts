import { strictApiClient } from '../../../lib/api-client';
import type { ChartPalette, StageModel, StageModelInput } from '../model';

export const stageModelUrl = (tenantPublicId: string, programId: number) =>
  `/${tenantPublicId}/api/programs/${programId}/stage-model`;

export const stageModelQueryKey = (tenantPublicId: string, programId: number) =>
  ['stage-model', tenantPublicId, programId] as const;

/** GET …/stage-model: the program's stages, order, rules and settings, with their version. */
export const getStageModel = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (await strictApiClient.get<StageModel>(stageModelUrl(tenantPublicId, programId), { signal })).data;

/**
 * PUT …/stage-model: the whole model with the version it was read at. A newer stored version answers 409
 * (someone else saved meanwhile); bad input 400 with field errors such as `stages[3].examples[12]`.
 */
export const putStageModel = async (tenantPublicId: string, programId: number, model: StageModelInput) =>
  (await strictApiClient.put<StageModel>(stageModelUrl(tenantPublicId, programId), model)).data;

export const chartPaletteUrl = (tenantPublicId: string) => `/${tenantPublicId}/api/chart-palette`;
export const chartPaletteQueryKey = (tenantPublicId: string) => ['chart-palette', tenantPublicId] as const;

/** GET /{t}/api/chart-palette: the tenant's ten chart colours. */
export const getChartPalette = async (tenantPublicId: string, signal?: AbortSignal) =>
  (await strictApiClient.get<ChartPalette>(chartPaletteUrl(tenantPublicId), { signal })).data;

/** PUT /{t}/api/chart-palette: ten `#rrggbb` colours. */
export const putChartPalette = async (tenantPublicId: string, palette: ChartPalette) =>
  (await strictApiClient.put<ChartPalette>(chartPaletteUrl(tenantPublicId), palette)).data;
