/**
 * Spec section 3: the conversation stage labels, each with a fixed colour. The spec does not give the colour
 * values; these are chosen to be distinct and to reach 4.5:1 contrast with white text.
 */
export const STAGE_COLORS = {
  'Not in Anchor': '#5f6b7a',
  'Warm Greet Intro': '#1f7a4d',
  'Agent Qualify': '#1d5fa8',
  'Agent Discovery': '#6a3fb5',
  'Agent Recommend': '#a8460f',
  'Sincere Goodbye': '#9c2a5b',
  'Medicare Advantage Inquiry': '#0e6f78',
  'Medicare Plan Change': '#7a5a00',
  'Dental Insurance Inquiry': '#2e6b1a',
  Other: '#4a4a4a',
} as const;
export type StageLabel = keyof typeof STAGE_COLORS;
export const STAGE_LABELS = Object.keys(STAGE_COLORS) as StageLabel[];

/** Stages that carry no place in a program's order: they may come anywhere in a conversation (DESIGN section 4). */
export const FLOATING_STAGES: readonly string[] = ['Not in Anchor', 'Other'];

/** Spec section 3: a ten-colour chart palette (values chosen here). */
export const CHART_PALETTE = [
  '#1d5fa8',
  '#e0712c',
  '#2e8b57',
  '#c23b4e',
  '#7b52c7',
  '#8c6d1f',
  '#d45fa6',
  '#5f6b7a',
  '#9bb83a',
  '#1aa3b8',
] as const;
