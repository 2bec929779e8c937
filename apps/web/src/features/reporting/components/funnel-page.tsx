import { type FunnelReport, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Link } from 'react-router';
import { count, percent } from '../lib/format';
import { BarChart } from './charts/bar-chart';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

/**
 * /{tenantPublicId}/reporting/funnel: how far conversations got. One bar per stage of the order (then the other
 * stages reached), the share of the period's conversations that reached it; a bar opens those conversations.
 */
export const FunnelPage = () => {
  const context = useReportContext();
  const report = useReport<FunnelReport>(context, 'funnel');
  const data = report.data;
  const stages = data?.stages ?? [];
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS.funnel}
      csv={{ name: 'funnel' }}
      period={data}
      error={report.error}
      loading={report.isPending && !report.isError}
    >
      {data ? (
        <ReportFigure
          id="funnel"
          csvTable="stages"
          title={`Stages reached by ${count(data.conversations)} ${data.conversations === 1 ? 'conversation' : 'conversations'}`}
          note="Choose a bar to list the conversations that reached its stage."
          empty={data.conversations === 0 && 'No conversations in this period.'}
          chart={
            <BarChart
              testId="funnel-chart"
              label={`Share of ${data.conversations} conversations reaching each stage: ${stages
                .map((s) => `${s.stage} ${percent(s.reachedShare)}`)
                .join(', ')}.`}
              max={1}
              bars={stages.map((s) => ({
                key: s.stage,
                label: s.stage,
                value: s.reachedShare,
                valueText: `${percent(s.reachedShare)} (${count(s.reached)})`,
                colour: context.colours.stage(s.stage),
                action: {
                  label: `${s.stage}: ${percent(s.reachedShare)}, ${s.reached} conversations. List them`,
                  run: () => context.drill({ reached: s.stage }),
                },
              }))}
            />
          }
          table={
            <ReportTable
              testId="funnel-table"
              caption="Conversations reaching each stage"
              headers={['Stage', 'Reached', 'Share', 'Conversations']}
              rows={stages.map((s) => ({
                key: s.stage,
                cells: [
                  s.stage,
                  count(s.reached),
                  percent(s.reachedShare, 1),
                  <Link
                    key="list"
                    to={context.drillPath({ reached: s.stage })}
                    onClick={() => context.prefetchDrill({ reached: s.stage })}
                  >
                    List<span className="visually-hidden"> the conversations that reached {s.stage}</span>
                  </Link>,
                ],
              }))}
            />
          }
        />
      ) : null}
    </ReportFrame>
  );
};
