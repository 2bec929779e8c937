import {
  type CorrectionsReport,
  countOf,
  formatDate,
  formatDay,
  REPORTING_PAGE_HEADERS,
} from '@parlance/shared';
import { Chart } from '../../../components/chart';
import { count, decimal, percent, weekInPeriod, wholeNumber } from '../lib/format';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

/** The confusions as a matrix: the engine's stages by row, the supervisors' by column, in order of appearance. */
export const confusionMatrix = (confusions: CorrectionsReport['confusions']) => {
  const rows = [...new Set(confusions.map((c) => c.engineStage))];
  const columns = [...new Set(confusions.map((c) => c.stage))];
  const counts = new Map(confusions.map((c) => [`${c.engineStage}\u0000${c.stage}`, c.count]));
  return { rows, columns, value: (row: string, column: string) => counts.get(`${row}\u0000${column}`) ?? 0 };
};

/**
 * /{tenantPublicId}/reporting/model-quality: how often supervisors correct the engine. The share of each stage's
 * labels corrected, corrections by week, which stage the engine said against the one the supervisor chose, and
 * the program's test-set runs.
 */
export const ModelQualityPage = () => {
  const context = useReportContext();
  const report = useReport(context, 'corrections');
  const data = report.data;
  const byStage = data?.byStage ?? [];
  const weekly = [...(data?.weekly ?? [])].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  const matrix = confusionMatrix(data?.confusions ?? []);
  // Weeks the period holds only part of, drawn as partial.
  const weeks = new Map(
    weekly.map((w) => [w.weekStart, data ? weekInPeriod(w.weekStart, data).partial : false]),
  );
  const runs = data?.testRuns ?? [];
  // Stages of the order are listed even when no message was labelled with them: none at all is an empty period.
  const labelled = byStage.some((s) => s.messages > 0);
  const weeklyMessages = weekly.some((w) => w.messages > 0);
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS['model-quality']}
      csv={{ name: 'corrections' }}
      period={data}
      error={report.error}
      loading={report.isPending && !report.isError}
    >
      {data ? (
        <>
          <ReportFigure
            id="corrections-by-stage"
            csvTable="byStage"
            title="Corrections by stage"
            note="Of the messages the engine labelled with a stage, the share a supervisor corrected."
            empty={!labelled && 'No labelled messages in this period.'}
            chart={
              <Chart
                type="bar"
                horizontal
                testId="corrections-chart"
                label={`Share of the engine's labels corrected, by stage: ${byStage
                  .map((s) => `${s.stage} ${percent(s.correctedShare, 1)}`)
                  .join(', ')}.`}
                format={(v) => percent(v)}
                categories={byStage.map((s) => [
                  s.stage,
                  `${percent(s.correctedShare, 1)}: ${count(s.corrected)} of ${countOf(s.messages, 'message', 'messages')}`,
                ])}
                series={[
                  {
                    label: 'Corrected share',
                    colour: context.colours.series(0),
                    colours: byStage.map((s) => context.colours.stage(s.stage)),
                    values: byStage.map((s) => s.correctedShare),
                  },
                ]}
              />
            }
            table={
              <ReportTable
                testId="corrections-table"
                caption="Corrections by stage"
                headers={['Engine stage', 'Messages', 'Corrected', 'Share']}
                rows={byStage.map((s) => ({
                  key: s.stage,
                  cells: [s.stage, count(s.messages), count(s.corrected), percent(s.correctedShare, 1)],
                }))}
              />
            }
          />
          <ReportFigure
            id="corrections-weekly"
            csvTable="weekly"
            title="Corrections by week"
            note="The share of messages corrected, by the week the conversation started (weeks start on Monday)."
            empty={!weeklyMessages && 'No weeks with messages in this period.'}
            chart={
              <Chart
                type="line"
                testId="corrections-weekly-chart"
                label={`Share of messages corrected by week: ${weekly
                  .map(
                    (w) =>
                      `week of ${formatDay(w.weekStart)}${weeks.get(w.weekStart) ? ' (partial)' : ''} ${percent(w.messages ? w.corrected / w.messages : null, 1)}`,
                  )
                  .join(', ')}.`}
                categories={weekly.map((w) =>
                  weeks.get(w.weekStart) ? [formatDay(w.weekStart), 'partial week'] : formatDay(w.weekStart),
                )}
                partial={weekly.map((w) => weeks.get(w.weekStart) === true)}
                series={[
                  {
                    label: 'Corrected share',
                    colour: context.colours.series(0),
                    values: weekly.map((w) => (w.messages ? w.corrected / w.messages : null)),
                  },
                ]}
                format={(v) => percent(v, 1)}
              />
            }
            table={
              <ReportTable
                testId="corrections-weekly-table"
                caption="Corrections by week"
                headers={['Week of', 'Messages', 'Corrected', 'Share']}
                rows={weekly.map((w) => ({
                  key: w.weekStart,
                  cells: [
                    weeks.get(w.weekStart) ? `${formatDay(w.weekStart)} (partial)` : formatDay(w.weekStart),
                    count(w.messages),
                    count(w.corrected),
                    percent(w.messages ? w.corrected / w.messages : null, 1),
                  ],
                }))}
              />
            }
          />
          <ReportFigure
            id="confusions"
            csvTable="confusions"
            title="Confusions"
            note="Corrected messages: for each stage the engine said, the stages supervisors corrected it to."
            empty={matrix.rows.length === 0 && 'No corrections in this period.'}
            chart={
              <Chart
                type="bar"
                horizontal
                stacked
                testId="confusions-chart"
                label={`Corrections from the engine's stage to the supervisor's: ${(data.confusions ?? [])
                  .map((c) => `${c.engineStage} to ${c.stage} ${c.count}`)
                  .join(', ')}.`}
                format={wholeNumber}
                categories={matrix.rows.map((row) => [`Engine: ${row}`])}
                series={matrix.columns.map((column) => ({
                  label: `Corrected to ${column}`,
                  colour: context.colours.stage(column),
                  values: matrix.rows.map((row) => matrix.value(row, column) || null),
                }))}
                legend
              />
            }
            table={
              <ReportTable
                testId="confusions-table"
                caption="Confusions: the engine's stage by row, the supervisor's by column"
                headers={['Engine stage', ...matrix.columns]}
                rows={matrix.rows.map((row) => ({
                  key: row,
                  cells: [row, ...matrix.columns.map((column) => count(matrix.value(row, column)))],
                }))}
              />
            }
          />
          <ReportFigure
            id="test-runs"
            csvTable="testRuns"
            title="Test runs"
            note="Macro-F1 of the program's test-set runs, oldest first."
            empty={
              context.query.programId === undefined
                ? 'Choose a program to see its test runs.'
                : runs.length === 0 && 'This program has no test runs yet.'
            }
            chart={
              <Chart
                type="line"
                testId="test-runs-chart"
                label={`Macro-F1 of test runs: ${runs
                  .map(
                    (r) =>
                      `${r.testSetName} on ${formatDate(r.date)}, model version ${r.modelVersion}: ${decimal(r.macroF1, 3)}`,
                  )
                  .join('; ')}.`}
                categories={runs.map((r) => formatDate(r.date))}
                series={[...new Set(runs.map((r) => r.testSetName))].map((name, index) => ({
                  label: name,
                  colour: context.colours.series(index),
                  values: runs.map((r) => (r.testSetName === name ? r.macroF1 : null)),
                }))}
                max={1}
                format={(v) => decimal(v, 2)}
              />
            }
            table={
              <ReportTable
                testId="test-runs-table"
                caption="Test runs"
                headers={['Date', 'Test set', 'Model version', 'Macro-F1']}
                rows={runs.map((r, index) => ({
                  key: `${r.testSetId}-${r.date}-${index}`,
                  cells: [formatDate(r.date), r.testSetName, r.modelVersion, decimal(r.macroF1, 3)],
                }))}
              />
            }
          />
        </>
      ) : null}
    </ReportFrame>
  );
};
