import { ASSIST_IMPACT_STAGE, type AssistGroup, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Chart } from '../../../components/chart';
import { assistSentence, count, decimal, duration, percent } from '../lib/format';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

const interval = (group: AssistGroup) =>
  group.rateCi95 ? `${percent(group.rateCi95[0], 1)} to ${percent(group.rateCi95[1], 1)}` : '—';

/**
 * /{tenantPublicId}/reporting/assist-impact: whether assisted agents do better than the control group. The rate
 * of reaching Agent Recommend in each group with its 95 % Wilson interval, handle time and alerts side by side,
 * and the result of the significance test in a plain sentence.
 */
export const AssistImpactPage = () => {
  const context = useReportContext();
  const report = useReport(context, 'assist-impact');
  const data = report.data;
  const groups = data
    ? ([
        ['assisted', 'Assisted', data.assisted],
        ['control', 'Control group', data.control],
      ] as const)
    : [];
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS['assist-impact']}
      csv={{ name: 'assist-impact' }}
      period={data}
      error={report.error}
      loading={report.isPending && !report.isError}
    >
      {data ? (
        <>
          <p className="report-verdict" data-testid="assist-sentence">
            {assistSentence(data)}
          </p>
          <ReportFigure
            id="assist-rate"
            csvTable="groups"
            title={`Conversations reaching ${ASSIST_IMPACT_STAGE}`}
            note="Wide bars: the share of each group's conversations; thin dark bars: its 95 % interval."
            empty={
              data.assisted.conversations + data.control.conversations === 0 &&
              'No conversations of assisted agents or of the control group in this period.'
            }
            chart={
              <Chart
                type="bar"
                horizontal
                testId="assist-chart"
                label={`Share of conversations reaching ${ASSIST_IMPACT_STAGE}: ${groups
                  .map(
                    ([, name, g]) =>
                      `${name} ${percent(g.reachedRecommendRate, 1)} (95 % interval ${interval(g)})`,
                  )
                  .join('; ')}.`}
                max={1}
                format={(v) => percent(v)}
                categories={groups.map(([, name, g]) => [
                  name,
                  `${percent(g.reachedRecommendRate, 1)} of ${count(g.conversations)}`,
                ])}
                series={[
                  {
                    label: `Reached ${ASSIST_IMPACT_STAGE}`,
                    colour: context.colours.series(0),
                    colours: groups.map((_, index) => context.colours.series(index)),
                    values: groups.map(([, , g]) => g.reachedRecommendRate),
                  },
                  {
                    label: '95 % interval',
                    colour: '#111827',
                    values: groups.map(() => null),
                    ranges: groups.map(([, , g]) => g.rateCi95),
                  },
                ]}
              />
            }
            table={
              <ReportTable
                testId="assist-table"
                caption="Assisted conversations and the control group"
                headers={['Figure', 'Assisted', 'Control group']}
                rows={[
                  ['Conversations', (g: AssistGroup) => count(g.conversations)],
                  ['Agents', (g: AssistGroup) => count(g.agents)],
                  [`Reached ${ASSIST_IMPACT_STAGE}`, (g: AssistGroup) => count(g.reachedRecommend)],
                  ['Rate', (g: AssistGroup) => percent(g.reachedRecommendRate, 1)],
                  ['95 % interval', interval],
                  ['Median handle time', (g: AssistGroup) => duration(g.medianHandleSeconds)],
                  ['Alerts per conversation', (g: AssistGroup) => decimal(g.alertsPerConversation)],
                ].map(([name, cell]) => ({
                  key: name as string,
                  cells: [
                    name as string,
                    (cell as (g: AssistGroup) => string)(data.assisted),
                    (cell as (g: AssistGroup) => string)(data.control),
                  ],
                }))}
              />
            }
          />
          {data.rateDifference === null && data.pValue === null ? null : (
            <dl className="report-figures" data-testid="assist-test">
              <div>
                <dt>Difference in rate</dt>
                <dd>
                  {data.rateDifference === null
                    ? '—'
                    : `${data.rateDifference >= 0 ? '+' : '−'}${(Math.abs(data.rateDifference) * 100).toFixed(1)} points`}
                </dd>
              </div>
              <div>
                <dt>p-value (two-proportion z-test)</dt>
                <dd>
                  {data.pValue === null ? '—' : data.pValue < 0.001 ? '< 0.001' : decimal(data.pValue, 3)}
                </dd>
              </div>
            </dl>
          )}
        </>
      ) : null}
    </ReportFrame>
  );
};
