import { countOf, type FlowReport, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Link } from 'react-router';
import { count, percent } from '../lib/format';
import { BarChart } from './charts/bar-chart';
import { ReportFigure, ReportFrame, ReportTable, useReport, useReportContext } from './report-frame';

const SEVERITY_TEXT: Record<string, string> = { info: 'Info', warning: 'Warning', critical: 'Critical' };

/** A rule's alerts and the conversations that raised them: `3 alerts in 2 conversations`. */
const alertsIn = (a: { alerts: number; conversations: number }) =>
  `${countOf(a.alerts, 'alert', 'alerts')} in ${countOf(a.conversations, 'conversation', 'conversations')}`;

/**
 * /{tenantPublicId}/reporting/flow: stages skipped, stages out of order, and compliance alerts by rule. A skipped
 * stage's bar lists the conversations that did not reach it; a rule's bar those that broke it.
 */
export const FlowPage = () => {
  const context = useReportContext();
  const report = useReport<FlowReport>(context, 'flow');
  const data = report.data;
  const total = data?.conversations ?? 0;
  const share = (n: number) => (total > 0 ? n / total : null);
  return (
    <ReportFrame
      context={context}
      {...REPORTING_PAGE_HEADERS.flow}
      csv={{ name: 'flow' }}
      period={data}
      error={report.error}
      loading={report.isPending && !report.isError}
    >
      {data && total === 0 ? (
        <p className="report-empty" data-testid="report-empty">
          No conversations in this period.
        </p>
      ) : data ? (
        <>
          <p className="report-figure__note" data-testid="flow-total">
            {countOf(total, 'conversation', 'conversations')} in this period.
          </p>
          <ReportFigure
            id="skipped"
            csvTable="skipped"
            title="Skipped stages"
            note="Conversations that did not reach a stage of the order but reached a later one. Choose a bar to list them."
            empty={data.skipped.length === 0 && 'No stage was skipped.'}
            chart={
              <BarChart
                testId="skipped-chart"
                label={`Conversations skipping each stage: ${data.skipped
                  .map((s) => `${s.stage} ${s.conversations}`)
                  .join(', ')}.`}
                bars={data.skipped.map((s) => ({
                  key: s.stage,
                  label: s.stage,
                  value: s.conversations,
                  valueText: `${count(s.conversations)} (${percent(share(s.conversations))})`,
                  colour: context.colours.stage(s.stage),
                  action: {
                    label: `${s.stage} skipped by ${countOf(s.conversations, 'conversation', 'conversations')}. List them`,
                    run: () => context.drill({ notReached: s.stage }),
                  },
                }))}
              />
            }
            table={
              <ReportTable
                testId="skipped-table"
                caption="Skipped stages"
                headers={['Stage', 'Conversations', 'Share', 'Conversations list']}
                rows={data.skipped.map((s) => ({
                  key: s.stage,
                  cells: [
                    s.stage,
                    count(s.conversations),
                    percent(share(s.conversations), 1),
                    <Link
                      key="list"
                      to={context.drillPath({ notReached: s.stage })}
                      onClick={() => context.prefetchDrill({ notReached: s.stage })}
                    >
                      List<span className="visually-hidden"> the conversations that skipped {s.stage}</span>
                    </Link>,
                  ],
                }))}
              />
            }
          />
          <ReportFigure
            id="out-of-order"
            csvTable="outOfOrder"
            title="Stages out of order"
            note="Conversations that reached the first stage before the earlier stage of the order."
            empty={data.outOfOrder.length === 0 && 'No stage came out of order.'}
            chart={
              <BarChart
                testId="out-of-order-chart"
                label={`Conversations with stages out of order: ${data.outOfOrder
                  .map((o) => `${o.first} before ${o.then} ${o.conversations}`)
                  .join(', ')}.`}
                bars={data.outOfOrder.map((o, index) => ({
                  key: `${o.first}\u0000${o.then}`,
                  label: o.first,
                  subLabel: `before ${o.then}`,
                  value: o.conversations,
                  valueText: count(o.conversations),
                  colour: context.colours.series(index),
                }))}
              />
            }
            table={
              <ReportTable
                testId="out-of-order-table"
                caption="Stages out of order"
                headers={['Reached first', 'Before', 'Conversations']}
                rows={data.outOfOrder.map((o) => ({
                  key: `${o.first}\u0000${o.then}`,
                  cells: [o.first, o.then, count(o.conversations)],
                }))}
              />
            }
          />
          <ReportFigure
            id="alerts"
            csvTable="alerts"
            title="Alerts by rule"
            note="Compliance alerts raised, by rule. Choose a bar to list the conversations that raised it."
            empty={data.alerts.length === 0 && 'No alerts in this period.'}
            chart={
              <BarChart
                testId="alerts-chart"
                label={`Alerts by rule: ${data.alerts.map((a) => `${a.ruleId} ${alertsIn(a)}`).join(', ')}.`}
                bars={data.alerts.map((a, index) => ({
                  key: a.ruleId,
                  label: `${a.ruleId} (${SEVERITY_TEXT[a.severity] ?? a.severity})`,
                  value: a.alerts,
                  valueText: alertsIn(a),
                  colour: context.colours.series(index),
                  action: {
                    label: `Rule ${a.ruleId}: ${alertsIn(a)}. List them`,
                    run: () => context.drill({ ruleId: a.ruleId }),
                  },
                }))}
              />
            }
            table={
              <ReportTable
                testId="alerts-table"
                caption="Alerts by rule"
                headers={['Rule', 'Severity', 'Alerts', 'Conversations', 'Conversations list']}
                rows={data.alerts.map((a) => ({
                  key: a.ruleId,
                  cells: [
                    a.ruleId,
                    SEVERITY_TEXT[a.severity] ?? a.severity,
                    count(a.alerts),
                    count(a.conversations),
                    <Link
                      key="list"
                      to={context.drillPath({ ruleId: a.ruleId })}
                      onClick={() => context.prefetchDrill({ ruleId: a.ruleId })}
                    >
                      List
                      <span className="visually-hidden">
                        {' '}
                        the conversations with alerts of rule {a.ruleId}
                      </span>
                    </Link>,
                  ],
                }))}
              />
            }
          />
        </>
      ) : null}
    </ReportFrame>
  );
};
