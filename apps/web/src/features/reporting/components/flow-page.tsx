import { countOf, REPORTING_PAGE_HEADERS } from '@parlance/shared';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { count, percent, wholeNumber } from '../lib/format';
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
  const report = useReport(context, 'flow');
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
          {context.query.programId === undefined ? (
            <p className="report-figure__note" data-testid="flow-own-order">
              All programs: each conversation&rsquo;s skipped and out-of-order stages are counted against its
              own program&rsquo;s order.
            </p>
          ) : null}
          <ReportFigure
            id="skipped"
            csvTable="skipped"
            title="Skipped stages"
            note="Conversations that did not reach a stage of their program's order but reached a later one. Choose a bar to list them."
            empty={data.skipped.length === 0 && 'No stage was skipped.'}
            chart={
              <Chart
                type="bar"
                horizontal
                testId="skipped-chart"
                label={`Conversations skipping each stage: ${data.skipped
                  .map((s) => `${s.stage} ${s.conversations}`)
                  .join(', ')}.`}
                format={wholeNumber}
                categories={data.skipped.map((s) => [
                  s.stage,
                  `${count(s.conversations)} (${percent(share(s.conversations))})`,
                ])}
                series={[
                  {
                    label: 'Conversations',
                    colour: context.colours.series(0),
                    colours: data.skipped.map((s) => context.colours.stage(s.stage)),
                    values: data.skipped.map((s) => s.conversations),
                  },
                ]}
                action={(index) => {
                  const s = data.skipped[index]!;
                  return {
                    label: `${s.stage} skipped by ${countOf(s.conversations, 'conversation', 'conversations')}. List them`,
                    href: context.drillPath({ notReached: s.stage }),
                    run: () => context.drill({ notReached: s.stage }),
                  };
                }}
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
            note="Conversations that reached the first stage before the stage their program's order puts earlier."
            empty={data.outOfOrder.length === 0 && 'No stage came out of order.'}
            chart={
              <Chart
                type="bar"
                horizontal
                testId="out-of-order-chart"
                label={`Conversations with stages out of order: ${data.outOfOrder
                  .map((o) => `${o.first} before ${o.then} ${o.conversations}`)
                  .join(', ')}.`}
                format={wholeNumber}
                categories={data.outOfOrder.map((o) => [o.first, `before ${o.then}`, count(o.conversations)])}
                series={[
                  {
                    label: 'Conversations',
                    colour: context.colours.series(0),
                    colours: data.outOfOrder.map((_, index) => context.colours.series(index)),
                    values: data.outOfOrder.map((o) => o.conversations),
                  },
                ]}
                action={(index) => {
                  const o = data.outOfOrder[index]!;
                  const pair = { pairFirst: o.first, pairThen: o.then };
                  return {
                    label: `${o.first} before ${o.then}: ${countOf(o.conversations, 'conversation', 'conversations')}. List them`,
                    href: context.drillPath(pair),
                    run: () => context.drill(pair),
                  };
                }}
              />
            }
            table={
              <ReportTable
                testId="out-of-order-table"
                caption="Stages out of order"
                headers={['Reached first', 'Before', 'Conversations', 'Conversations list']}
                rows={data.outOfOrder.map((o) => ({
                  key: `${o.first}\u0000${o.then}`,
                  cells: [
                    o.first,
                    o.then,
                    count(o.conversations),
                    <Link
                      key="list"
                      to={context.drillPath({ pairFirst: o.first, pairThen: o.then })}
                      onClick={() => context.prefetchDrill({ pairFirst: o.first, pairThen: o.then })}
                    >
                      List
                      <span className="visually-hidden">
                        {' '}
                        the conversations that reached {o.first} before {o.then}
                      </span>
                    </Link>,
                  ],
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
              <Chart
                type="bar"
                horizontal
                testId="alerts-chart"
                label={`Alerts by rule: ${data.alerts.map((a) => `${a.ruleId} ${alertsIn(a)}`).join(', ')}.`}
                format={wholeNumber}
                categories={data.alerts.map((a) => [
                  `${a.ruleId} (${SEVERITY_TEXT[a.severity] ?? a.severity})`,
                  alertsIn(a),
                ])}
                series={[
                  {
                    label: 'Alerts',
                    colour: context.colours.series(0),
                    colours: data.alerts.map((_, index) => context.colours.series(index)),
                    values: data.alerts.map((a) => a.alerts),
                  },
                ]}
                action={(index) => {
                  const a = data.alerts[index]!;
                  return {
                    label: `Rule ${a.ruleId}: ${alertsIn(a)}. List them`,
                    href: context.drillPath({ ruleId: a.ruleId }),
                    run: () => context.drill({ ruleId: a.ruleId }),
                  };
                }}
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
