import { countOf, type EngagementSummary, formatDateTime, zoneName } from '@parlance/shared';
import { Link } from 'react-router';
import { StageChip } from '../../../components/stage-chip';
import { type ColourOf, durationText, SOURCE_TEXT } from '../lib/display';
import { useNow } from './use-now';

export interface EngagementListProps {
  rows: EngagementSummary[];
  /** Engagements that match the filters, on every page. */
  total: number;
  /** `total` is a lower bound: the server counted up to a limit, and there are more ("10,000+"). */
  more?: boolean | undefined;
  loading: boolean;
  /** Set when the search found its words in more messages than it reads: how many it read. */
  searchLimit?: number | undefined;
  /** The tenant's time zone, in which start times show. */
  timeZone: string;
  selected: string | undefined;
  /** The link (search) that selects an engagement, the filters kept. */
  linkTo: (engagementId: string) => string;
  colourOf: ColourOf;
}

/**
 * The live list: one link a row (Tab reaches it, Enter opens it), ongoing first. The durations of ongoing
 * engagements tick every second.
 */
export const EngagementList = ({
  rows,
  total,
  more,
  loading,
  searchLimit,
  timeZone,
  selected,
  linkTo,
  colourOf,
}: EngagementListProps) => {
  const now = useNow(rows.some((r) => r.status === 'ongoing'));
  return (
    <section className="supervisor__list" aria-labelledby="supervisor-list-title">
      <h2 id="supervisor-list-title">
        Engagements{' '}
        <span className="supervisor__count" data-testid="supervisor-total">
          ({total.toLocaleString('en-US')}
          {more ? '+' : ''})
        </span>
      </h2>
      <p className="engagement-row__muted supervisor__zone-note">Start times in {zoneName(timeZone)}.</p>
      {searchLimit ? (
        <p className="supervisor__note" role="status" data-testid="supervisor-search-limit">
          These words are in more than {searchLimit.toLocaleString('en-US')} messages: the list holds the
          engagements of the newest {searchLimit.toLocaleString('en-US')}. Add words or a period to reach
          older ones.
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="supervisor__empty" data-testid="supervisor-list-empty">
          {loading ? 'Loading engagements…' : 'No engagements match these filters.'}
        </p>
      ) : (
        <ol className="engagement-rows" data-testid="supervisor-list">
          {rows.map((row) => {
            const agent = row.agent ? row.agent.name || row.agent.login : 'No agent';
            return (
              <li key={row.engagementId}>
                <Link
                  to={linkTo(row.engagementId)}
                  className="engagement-row"
                  aria-current={row.engagementId === selected ? 'true' : undefined}
                  data-testid="engagement-row"
                  data-engagement={row.engagementId}
                  data-status={row.status}
                >
                  <span className="engagement-row__head">
                    <code className="engagement-row__id">{row.engagementId}</code>
                    {row.currentStage ? (
                      <StageChip
                        stage={row.currentStage}
                        colour={colourOf(row.programId, row.currentStage)}
                      />
                    ) : (
                      <span className="engagement-row__muted">No stage yet</span>
                    )}
                  </span>
                  <span className="engagement-row__meta">
                    {row.programName} · {agent} · {SOURCE_TEXT[row.source] ?? row.source}
                    {row.channel ? ` (${row.channel})` : ''}
                  </span>
                  <span className="engagement-row__meta">
                    <span data-testid="engagement-started">
                      <time dateTime={row.startedDate}>{formatDateTime(row.startedDate, timeZone)}</time>
                    </span>
                    {' · '}
                    <span data-testid="engagement-duration">{durationText(row, now)}</span>
                    {' · '}
                    {countOf(row.messageCount, 'message', 'messages')}
                    {row.alertCount > 0 ? (
                      <span className="engagement-row__alerts" data-testid="engagement-alerts">
                        {' · '}
                        {countOf(row.alertCount, 'alert', 'alerts')}
                      </span>
                    ) : null}
                  </span>
                  {row.lastMessage ? (
                    <span className="engagement-row__last" data-testid="engagement-last">
                      {row.lastMessage.from}: {row.lastMessage.content}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};
