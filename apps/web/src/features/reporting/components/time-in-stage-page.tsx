import { formatDay, REPORTING_PAGE_HEADERS, type TimeInStageReport } from '@parlance/shared';
import { Chart } from '../../../components/chart';
import { duration, weekInPeriod } from '../lib/format';
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
  const report = useReport(context, 'time-in-stage');
  const data = report.data;
  const stages = data?.stages ?? [];
  const weekly = weeklySeries(data?.weekly ?? []);
  const weeks = weekly.weeks.map((weekStart) => ({
    weekStart,
    ...(data ? weekInPeriod(weekStart, data) : { from: weekStart, to: weekStart, partial: false }),
  }));
  const partialWeeks = weeks.filter((w) => w.partial).map((w) => w.weekStart);
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
            note="For each stage, the median (full bar) and the 90th percentile (light bar) over the conversations that reached it. A stage lasts from its first message to the next stage's first message; a conversation's last stage ends at its last message, so a stage that closes calls in one message (a goodbye) reads 0 s."
            empty={stages.length === 0 && 'No conversations in this period.'}
            chart={
              <Chart
                type="bar"
                horizontal
                testId="time-in-stage-chart"
                label={`Median and 90th percentile time in each stage: ${stages
                  .map(
                    (s) =>
                      `${s.stage} ${duration(s.medianSeconds)}, 90th percentile ${duration(s.p90Seconds)}`,
                  )
                  .join('; ')}.`}
                format={duration}
                categories={stages.map((s) => [
                  s.stage,
                  `${duration(s.medianSeconds)} · ${duration(s.p90Seconds)}`,
                ])}
                series={[
                  {
                    label: 'Median',
                    colour: context.colours.series(0),
                    colours: stages.map((s) => context.colours.stage(s.stage)),
                    values: stages.map((s) => s.medianSeconds),
                  },
                  {
                    label: '90th percentile',
                    colour: context.colours.series(0),
                    colours: stages.map((s) => context.colours.stage(s.stage)),
                    values: stages.map((s) => s.p90Seconds),
                    dashed: true,
                  },
                ]}
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
            note={`Weeks start on Monday; a partial week (the period holds only some of its days) is drawn hollow, with a dashed line. Choose a point to list the conversations that reached its stage that week.`}
            empty={weekly.weeks.length === 0 && 'No weeks with conversations in this period.'}
            chart={
              <Chart
                type="line"
                testId="time-weekly-chart"
                label={`Weekly median time in each stage, ${weekly.weeks.length} weeks from ${formatDay(weekly.weeks[0] ?? '')}${partialWeeks.length > 0 ? ` (partial: ${partialWeeks.map(formatDay).join(', ')})` : ''}: ${weekly.stages
                  .map((s) => `${s.stage} ${s.values.map((v) => duration(v)).join(', ')}`)
                  .join('; ')}.`}
                format={duration}
                categories={weeks.map((w) =>
                  w.partial ? [formatDay(w.weekStart), 'partial week'] : formatDay(w.weekStart),
                )}
                partial={weeks.map((w) => w.partial)}
                series={weekly.stages.map((s) => ({
                  label: s.stage,
                  colour: context.colours.stage(s.stage),
                  values: s.values,
                }))}
                legend
                action={(index, series) => {
                  const stage = weekly.stages[series];
                  const week = weeks[index];
                  if (!stage || !week || stage.values[index] === null) return undefined;
                  const weekFilters = { ...context.filters, from: week.from, to: week.to };
                  return {
                    label: `${stage.stage}, week of ${formatDay(week.weekStart)}${week.partial ? ' (partial)' : ''}: median ${duration(stage.values[index])}. List the conversations that reached it that week`,
                    href: context.drillPath({ reached: stage.stage }, weekFilters),
                    run: () => context.drill({ reached: stage.stage }, weekFilters),
                  };
                }}
              />
            }
            table={
              <ReportTable
                testId="time-weekly-table"
                caption="Weekly median time in each stage"
                headers={[
                  'Stage',
                  ...weeks.map((w) => `Week of ${formatDay(w.weekStart)}${w.partial ? ' (partial)' : ''}`),
                ]}
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
