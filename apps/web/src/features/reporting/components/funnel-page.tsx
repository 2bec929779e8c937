import { countOf, type FunnelReport, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { count, percent } from '../lib/format';
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
            <Chart
              type="bar"
              horizontal
              testId="funnel-chart"
              label={`Share of ${data.conversations} conversations reaching each stage: ${stages
                .map((s) => `${s.stage} ${percent(s.reachedShare)}`)
                .join(', ')}.`}
              max={1}
              format={(v) => percent(v)}
              categories={stages.map((s) => [s.stage, `${percent(s.reachedShare)} (${count(s.reached)})`])}
              series={[
                {
                  label: 'Reached',
                  colour: context.colours.series(0),
                  colours: stages.map((s) => context.colours.stage(s.stage)),
                  values: stages.map((s) => s.reachedShare),
                },
              ]}
              action={(index) => {
                const s = stages[index]!;
                return {
                  label: `${s.stage}: ${percent(s.reachedShare)}, ${countOf(s.reached, 'conversation', 'conversations')}. List them`,
                  href: context.drillPath({ reached: s.stage }),
                  run: () => context.drill({ reached: s.stage }),
                };
              }}
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
