import { countOf, type FunnelReport, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { count, percent } from '../lib/format';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

type FunnelStage = FunnelReport['stages'][number];

/** A figure of stages reached: a bar per stage, its share of the period's conversations; a bar lists them. */
const stagesFigure = (
  context: ReturnType<typeof useReportContext>,
  conversations: number,
  stages: readonly FunnelStage[],
  { id, caption }: { id: string; caption: string },
) => ({
  chart: (
    <Chart
      type="bar"
      horizontal
      testId={`${id}-chart`}
      label={`Share of ${conversations} conversations reaching each stage: ${stages
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
  ),
  table: (
    <ReportTable
      testId={`${id}-table`}
      caption={caption}
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
  ),
});

/**
 * /{tenantPublicId}/reporting/funnel: how far conversations got. One bar per stage of the order, the share of the
 * period's conversations that reached it; apart, the stages outside the order (Not in Anchor, Other, and any other
 * reached). A bar opens those conversations.
 */
export const FunnelPage = () => {
  const context = useReportContext();
  const report = useReport(context, 'funnel');
  const data = report.data;
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
        <>
          <ReportFigure
            id="funnel"
            csvTable="stages"
            title={`Stages reached by ${count(data.conversations)} ${data.conversations === 1 ? 'conversation' : 'conversations'}`}
            note="The stages of the order. Choose a bar to list the conversations that reached its stage."
            empty={data.conversations === 0 && 'No conversations in this period.'}
            {...stagesFigure(context, data.conversations, data.stages, {
              id: 'funnel',
              caption: 'Conversations reaching each stage',
            })}
          />
          {data.conversations > 0 ? (
            <ReportFigure
              id="funnel-outside"
              csvTable="outsideOrder"
              title="Stages outside the order"
              note="Not in Anchor and Other have no place in an order: they may come anywhere in a conversation."
              {...stagesFigure(context, data.conversations, data.outsideOrder, {
                id: 'funnel-outside',
                caption: 'Conversations reaching each stage outside the order',
              })}
            />
          ) : null}
        </>
      ) : null}
    </ReportFrame>
  );
};
