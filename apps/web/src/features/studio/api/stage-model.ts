/** The stage model's and the chart palette's queries, shared with Reporting (`lib/queries/studio-settings`). */
export {
  chartPaletteQueryKey,
  getChartPalette,
  getStageModel,
  putChartPalette,
  putStageModel,
  stageModelQueryKey,
} from '../../../lib/queries/studio-settings';
