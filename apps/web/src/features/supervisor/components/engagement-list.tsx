import type { EngagementSummary } from '@parlance/shared';
import { Link } from 'react-router';
import { StageChip } from '../../../components/stage-chip';
import { type ColourOf, engagementDuration, SOURCE_TEXT } from '../lib/display';
import { useNow } from './use-now';

export interface EngagementListProps {
  rows: EngagementSummary[];
  loading: boolean;
  selected: string | undefined;
  /** The link (search) that selects an engagement, the filters kept. */
  linkTo: (engagementId: string) => string;
  colourOf: ColourOf;
}

/**
 * The live list: one link a row (Tab reaches it, Enter opens it), ongoing first. The durations of ongoing
 * engagements tick every second.
 */
export const EngagementList = ({ rows, loading, selected, linkTo, colourOf }: EngagementListProps) => {
  const now = useNow(rows.some((r) => r.status === 'ongoing'));
  return (
    <section className="supervisor__list" aria-labelledby="supervisor-list-title">
      <h2 id="supervisor-list-title">
        Engagements <span className="supervisor__count">({rows.length})</span>
      </h2>
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
                    <span data-testid="engagement-duration">
                      {row.status === 'ongoing' ? 'Ongoing' : 'Ended'}, {engagementDuration(row, now)}
                    </span>
                    {' · '}
                    {row.messageCount} {row.messageCount === 1 ? 'message' : 'messages'}
                    {row.alertCount > 0 ? (
                      <span className="engagement-row__alerts" data-testid="engagement-alerts">
                        {' · '}
                        {row.alertCount} {row.alertCount === 1 ? 'alert' : 'alerts'}
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
