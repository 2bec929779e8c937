import type { ReportGroup } from '@parlance/shared';

/*
 * What the database aggregates for a report's conversations (`report-queries.ts`), as plain data for the
 * reports' definitions (`reporting/report-compute.ts`).
 */

/** Conversations that reached these stages, first reached in this order, of one program and group. */
export interface PathFact {
  path: string[];
  programId: number;
  group: ReportGroup | null;
  conversations: number;
}

/** The figures of a group of conversations: of an agent group, or of an agent (`key`). */
export interface GroupFact {
  key: string | number;
  /** The agent groups its conversations were in (the least and the greatest). */
  groups: ReportGroup[];
  conversations: number;
  agents: number;
  /** Conversations that reached the assist impact's stage. */
  reached: number;
  alerts: number;
  corrections: number;
  medianHandleMs: number | null;
}

export interface StageTimeFact {
  stage: string;
  conversations: number;
  medianMs: number | null;
  p90Ms: number | null;
}

export interface WeekStageTimeFact {
  /** The week's index among the period's weeks. */
  week: number;
  stage: string;
  medianMs: number | null;
}

/** Alerts of the conversations in view by rule: alerts, and conversations with one. */
export interface AlertFact {
  ruleId: string;
  severity: 'info' | 'warning' | 'critical';
  alerts: number;
  conversations: number;
}

/** Corrected messages: the engine's label, the supervisor's stage, and how many. */
export interface ConfusionFact {
  engineStage: string;
  stage: string;
  count: number;
}
