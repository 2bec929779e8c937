import { countOf, formatDay } from '@parlance/shared';
import { sessionStore } from '../../../lib/session-storage';
import { FILTER_KEYS } from '../lib/filters';
import { FILTERS_KEY } from '../lib/saved-filters';
import { GROUP_TEXT, type Period, type ReportContext, SOURCE_TEXT, useFilterOptions } from './report-frame';

interface Chip {
  /** The URL parameters the chip stands for, removed together. */
  keys: readonly string[];
  text: string;
}

const nameOf = (options: [string, string][], value: number | string | undefined) =>
  options.find(([id]) => id === String(value))?.[1] ?? String(value);

/**
 * The drill-down's total and what it lists, as chips: the bar's condition (reached, skipped, alert rule), then
 * each filter other than the period; each chip's button takes it off the list's selection. The period stays (a
 * list always has one); it is the filter bar's.
 */
export const DrillChips = ({
  context,
  period,
  total,
}: {
  context: ReportContext;
  period: Period;
  total: number | undefined;
}) => {
  const { query, setSearch } = context;
  const { programOptions, agentOptions, channelOptions } = useFilterOptions(context, period);
  const chips: Chip[] = [];
  if (query.reached) chips.push({ keys: ['reached'], text: `Reached: ${query.reached}` });
  if (query.notReached) chips.push({ keys: ['notReached'], text: `Skipped: ${query.notReached}` });
  if (query.pairFirst && query.pairThen)
    chips.push({
      keys: ['pairFirst', 'pairThen'],
      text: `Out of order: ${query.pairFirst} before ${query.pairThen}`,
    });
  if (query.ruleId) chips.push({ keys: ['ruleId'], text: `Alert rule: ${query.ruleId}` });
  if (query.programId !== undefined)
    chips.push({ keys: ['programId'], text: `Program: ${nameOf(programOptions, query.programId)}` });
  if (query.agentId !== undefined)
    chips.push({ keys: ['agentId'], text: `Agent: ${nameOf(agentOptions, query.agentId)}` });
  if (query.channel)
    chips.push({ keys: ['channel'], text: `Channel: ${nameOf(channelOptions, query.channel)}` });
  if (query.source)
    chips.push({ keys: ['source'], text: `Source: ${SOURCE_TEXT[query.source] ?? query.source}` });
  if (query.group) chips.push({ keys: ['group'], text: `Group: ${GROUP_TEXT[query.group] ?? query.group}` });

  const remove = (keys: readonly string[]) => {
    // The tab's saved filters first, so that a URL left without filters is not given the removed one back.
    const kept: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = query[key];
      if (value !== undefined && !keys.includes(key)) kept[key] = String(value);
    }
    sessionStore.setJson(FILTERS_KEY, kept);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="drill-summary" data-testid="drill-summary">
      <p className="drill-summary__total" data-testid="drill-total" aria-live="polite">
        {total === undefined
          ? 'Counting…'
          : `${countOf(total, 'conversation', 'conversations')} from ${formatDay(period.from)} to ${formatDay(period.to)}`}
      </p>
      {chips.length > 0 ? (
        <ul className="drill-chips" aria-label="What the list shows" data-testid="drill-chips">
          {chips.map((chip) => (
            <li key={chip.keys.join()} className="p-chip drill-chip" data-testid="drill-chip">
              <span className="p-chip-text">{chip.text}</span>
              <button
                type="button"
                className="drill-chip__remove"
                aria-label={`Remove ${chip.text}`}
                onClick={() => remove(chip.keys)}
              >
                <i className="pi pi-times-circle" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
