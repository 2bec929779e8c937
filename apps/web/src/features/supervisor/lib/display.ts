import { type EngagementSummary, formatDurationWords } from '@parlance/shared';

/** Colours of stages by program, learnt from the details opened; the spec's fixed colours otherwise. */
export type ColourOf = (programId: number, stage: string) => string;

/** The colour of a stage that neither its program nor the spec gives one. */
export const UNKNOWN_STAGE_COLOUR = '#4a4a4a';

/** How an engagement's source reads in the list and in its filter. */
export const SOURCE_TEXT: Record<string, string> = { simulator: 'Simulator', api: 'API', import: 'Imported' };

/** Elapsed time of an engagement, in words: to its end, or to now while it is ongoing. */
export const engagementDuration = (engagement: EngagementSummary, now: number) =>
  formatDurationWords(
    (engagement.endedDate ? Date.parse(engagement.endedDate) : now) - Date.parse(engagement.startedDate),
  );

/** How long an engagement lasted or has lasted so far: `Ended · lasted 1 min 44 s`, `Ongoing · 12 s so far`. */
export const durationText = (engagement: EngagementSummary, now: number) =>
  engagement.status === 'ongoing' && !engagement.endedDate
    ? `Ongoing · ${engagementDuration(engagement, now)} so far`
    : `Ended · lasted ${engagementDuration(engagement, now)}`;
