import { formatDay, REPORTING_PAGE_HEADERS, type TimeInStageReport } from '@parlance/shared';
import { duration } from '../lib/format';
import { BarChart } from './charts/bar-chart';
import { LineChart } from './charts/line-chart';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

/** The weeks of the weekly figures, in order, and each stage's median by week. */
export const weeklySeries = (weekly: TimeInStageReport['weekly']) => {
  const weeks = [...new Set(weekly.map((w) => w.weekStart))].sort();
  const stages = [...new Set(weekly.map((w) => w.stage))];
  const byKey = new Map(weekly.map((w) => [`${w.stage}\u0000${w.weekStart}`, w.medianSeconds]));
  return {
    weeks,
    stages: stages.map((stage) => ({
      stage,
      values: weeks.map((week) => byKey.get(`${stage}\u0000${week}`) ?? null),
    })),
  };
};

/**
 * /{tenantPublicId}/reporting/time-in-stage: where time goes. Median and 90th percentile of the time spent in each
 * stage (over the conversations that reached it), the handle time, and each stage's weekly median.
 */
export const TimeInStagePage = () => {
  const context = useReportContext();
  const report = useReport<TimeInStageReport>(context, 'time-in-stage');
  const data = report.data;
  const stages = data?.stages ?? [];
  const weekly = weeklySeries(data?.weekly ?? []);
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS['time-in-stage']}
      csv={{ name: 'time-in-stage' }}
      period={data}
      error={report.error}
      loading={report.isPending && !report.isError}
    >
      {data && data.handleTime.medianSeconds === null ? (
        // Handle time is a figure over every conversation: none means the period has none.
        <p className="report-empty" data-testid="report-empty">
          No conversations in this period.
        </p>
      ) : data ? (
        <>
          <ReportFigure
            id="handle-time"
            title="Handle time"
            csvTable="handleTime"
            note="From a conversation's first message to its last."
            chart={
              <dl className="report-figures" data-testid="handle-time">
                <div>
                  <dt>Median handle time</dt>
                  <dd>{duration(data.handleTime.medianSeconds)}</dd>
                </div>
                <div>
                  <dt>90th percentile handle time</dt>
                  <dd>{duration(data.handleTime.p90Seconds)}</dd>
                </div>
              </dl>
            }
            table={
              <ReportTable
                testId="handle-time-table"
                caption="Handle time"
                headers={['Conversations', 'Median', '90th percentile']}
                rows={[
                  {
                    key: 'all',
                    cells: [
                      'All',
                      duration(data.handleTime.medianSeconds),
                      duration(data.handleTime.p90Seconds),
                    ],
                  },
                ]}
              />
            }
          />
          <ReportFigure
            id="time-in-stage"
            csvTable="stages"
            title="Time in each stage"
            note="Bars: the median; the mark at the end of the dashed line: the 90th percentile. Over the conversations that reached the stage."
            empty={stages.length === 0 && 'No conversations in this period.'}
            chart={
              <BarChart
                testId="time-in-stage-chart"
                label={`Median and 90th percentile time in each stage: ${stages
                  .map(
                    (s) =>
                      `${s.stage} ${duration(s.medianSeconds)}, 90th percentile ${duration(s.p90Seconds)}`,
                  )
                  .join('; ')}.`}
                bars={stages.map((s) => ({
                  key: s.stage,
                  label: s.stage,
                  value: s.medianSeconds,
                  marker: s.p90Seconds,
                  valueText: `${duration(s.medianSeconds)} · ${duration(s.p90Seconds)}`,
                  colour: context.colours.stage(s.stage),
                }))}
              />
            }
            table={
              <ReportTable
                testId="time-in-stage-table"
                caption="Time in each stage"
                headers={['Stage', 'Conversations', 'Median', '90th percentile']}
                rows={stages.map((s) => ({
                  key: s.stage,
                  cells: [s.stage, s.conversations, duration(s.medianSeconds), duration(s.p90Seconds)],
                }))}
              />
            }
          />
          <ReportFigure
            id="time-weekly"
            csvTable="weekly"
            title="Weekly median time in stage"
            note="Weeks start on Monday."
            empty={weekly.weeks.length === 0 && 'No weeks with conversations in this period.'}
            chart={
              <LineChart
                testId="time-weekly-chart"
                label={`Weekly median time in each stage, ${weekly.weeks.length} weeks from ${formatDay(weekly.weeks[0] ?? '')}: ${weekly.stages
                  .map((s) => `${s.stage} ${s.values.map((v) => duration(v)).join(', ')}`)
                  .join('; ')}.`}
                xLabels={weekly.weeks.map(formatDay)}
                series={weekly.stages.map((s) => ({
                  name: s.stage,
                  colour: context.colours.stage(s.stage),
                  values: s.values,
                }))}
                format={duration}
              />
            }
            table={
              <ReportTable
                testId="time-weekly-table"
                caption="Weekly median time in each stage"
                headers={['Stage', ...weekly.weeks.map((w) => `Week of ${formatDay(w)}`)]}
                rows={weekly.stages.map((s) => ({
                  key: s.stage,
                  cells: [s.stage, ...s.values.map(duration)],
                }))}
              />
            }
          />
        </>
      ) : null}
    </ReportFrame>
  );
};
