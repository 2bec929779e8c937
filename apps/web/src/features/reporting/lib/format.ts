import {
  ASSIST_IMPACT_MIN_CONVERSATIONS,
  ASSIST_IMPACT_STAGE,
  type AssistImpactReport,
  addDays,
  formatDay,
  zoneName,
} from '@parlance/shared';

/** A share from 0 to 1 as a percentage, `—` for a figure over no conversations. */
export const percent = (share: number | null | undefined, digits = 0): string =>
  share === null || share === undefined ? '—' : `${(share * 100).toFixed(digits)}%`;

/** A duration in seconds as `4 min 05 s`, `48 s` or `1 h 02 min`; `—` for none. */
export const duration = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined) return '—';
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min ${String(total % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
};

/** A plain number with up to `digits` decimals; `—` for none. */
export const decimal = (value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined ? '—' : String(Number(value.toFixed(digits)));

export const count = (value: number): string => value.toLocaleString('en-US');

/** An axis tick of counts: whole numbers only (no "0.5 conversations"). */
export const wholeNumber = (value: number): string => (Number.isInteger(value) ? count(value) : '');

/** A p-value as people write it: `p = 0.01`, `p = 0.003`, `p < 0.001`. */
export const pValueText = (p: number): string => {
  if (p < 0.001) return 'p < 0.001';
  if (p < 0.01) return `p = ${p.toFixed(3)}`;
  return `p = ${p.toFixed(2)}`;
};

/** A rate difference (a fraction) in percentage points, whole unless that would hide a small one. */
const points = (difference: number): string => {
  const value = Math.abs(difference) * 100;
  const whole = Math.round(value);
  const text = whole === 0 ? value.toFixed(1) : String(whole);
  return `${text} ${text === '1' ? 'point' : 'points'}`;
};

/**
 * The assist-impact result in one plain sentence: the difference in reaching Agent Recommend, its p-value and
 * whether it is significant; or that there is not enough data yet (each group needs 30 conversations).
 */
export const assistSentence = (report: AssistImpactReport): string => {
  const stage = ASSIST_IMPACT_STAGE;
  if (!report.enoughData || report.rateDifference === null || report.pValue === null) {
    return `Not enough data yet: the comparison needs at least ${ASSIST_IMPACT_MIN_CONVERSATIONS} conversations in each group (assisted ${report.assisted.conversations}, control group ${report.control.conversations}).`;
  }
  const p = pValueText(report.pValue);
  const verdict = report.significant ? 'a significant difference' : 'not a significant difference';
  const difference = report.rateDifference;
  if (difference === 0)
    return `Assisted conversations reached ${stage} as often as the control group (${p}): ${verdict}.`;
  return `Assisted conversations reached ${stage} ${points(difference)} ${
    difference > 0 ? 'more' : 'less'
  } often than the control group (${p}): ${verdict}.`;
};

/** `2026/11/01 to 2026/11/27. Days and weeks in Europe/Berlin.`: the period, as the spec displays dates. */
export const periodText = (period: { from: string; to: string; timeZone: string }): string =>
  `${formatDay(period.from)} to ${formatDay(period.to)}. Days and weeks in ${zoneName(period.timeZone)}.`;

/**
 * The days of the period a week holds (weeks start on Monday): the whole week, or the part of it in the period,
 * and whether it is cut (the period starts after its Monday or ends before its Sunday).
 */
export const weekInPeriod = (weekStart: string, period: { from: string; to: string }) => {
  const sunday = addDays(weekStart, 6);
  const from = weekStart < period.from ? period.from : weekStart;
  const to = sunday > period.to ? period.to : sunday;
  return { from, to, partial: from !== weekStart || to !== sunday };
};
