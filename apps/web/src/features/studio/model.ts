/** The Studio contract as the pages use it (the shared schemas' types), and the few shapes only the web needs. */
export type {
  ChartPalette,
  ComplianceRule,
  RuleSeverity,
  Speaker,
  StageModel,
  StageModelInput,
  Triple,
  TripleFields,
  TripleGraph,
  TripleImportResult,
  TripleStats,
} from '@parlance/shared';

/** One stage as the editor holds it. */
export type Stage = import('@parlance/shared').StageModel['stages'][number];
/** One rule as the editor holds it (the answer's shape). */
export type Rule = import('@parlance/shared').StageModel['rules'][number];
