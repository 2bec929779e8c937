import type { Alert, EngagementMessage, EngagementSummary } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { filtersToTableState, matchesFilters, readFilters, withFilter } from './filters';
import {
  formatDuration,
  initialLiveState,
  type LiveAction,
  liveReducer,
  mergeSummaries,
  stageSpans,
} from './live';

const summary = (id: string, extra: Partial<EngagementSummary> = {}): EngagementSummary => ({
  engagementId: id,
  programId: 4,
  programName: 'Dental',
  agent: { id: 7, login: 'ann', name: 'Ann', externalCode: null },
  source: 'simulator',
  channel: null,
  status: 'ongoing',
  startedDate: '2026-11-23T08:00:00.000Z',
  endedDate: null,
  currentStage: 'Warm Greet Intro',
  lastMessage: null,
  messageCount: 1,
  alertCount: 0,
  ...extra,
});
const message = (index: number, stage: string, time = '2026-11-23T08:00:00.000Z'): EngagementMessage => ({
  index,
  from: 'Agent',
  content: `m${index}`,
  stage,
  engineStage: stage,
  confidence: 0.8,
  correction: null,
  cards: [],
  time,
});
const alert: Alert = {
  id: 3,
  engagementId: 'E1',
  rule: 'r1',
  kind: 'before',
  severity: 'critical',
  index: 1,
  message: 'Agent Recommend reached before Agent Qualify.',
  createdDate: '2026-11-23T08:00:00.000Z',
};
const run = (...actions: LiveAction[]) => actions.reduce(liveReducer, initialLiveState('E1'));

describe('live reducer', () => {
  it('applies a snapshot, engagements, messages, alerts and ends, and ignores repeated ids', () => {
    const state = run(
      { type: 'snapshot', id: '1', data: { engagements: [summary('E1'), summary('E2')] } },
      { type: 'engagement', id: '2', data: summary('E3') },
      { type: 'message', id: '3', data: { engagementId: 'E1', message: message(0, 'Warm Greet Intro') } },
      { type: 'message', id: '4', data: { engagementId: 'E2', message: message(0, 'Other') } },
      { type: 'alert', id: '5', data: alert },
      { type: 'ended', id: '6', data: { engagementId: 'E2', endedDate: '2026-11-23T08:05:00.000Z' } },
      // Repeats after a reconnection: nothing changes.
      { type: 'message', id: '3', data: { engagementId: 'E1', message: message(0, 'Other') } },
      { type: 'engagement', id: '2', data: summary('E3', { messageCount: 99 }) },
    );
    expect(Object.keys(state.summaries).sort()).toEqual(['E1', 'E2', 'E3']);
    expect(state.summaries.E3!.messageCount).toBe(1);
    expect(state.summaries.E2!.status).toBe('ended');
    expect(state.summaries.E2!.endedDate).toBe('2026-11-23T08:05:00.000Z');
    // Only the watched engagement's messages and alerts are kept.
    expect(state.messages.map((m) => m.stage)).toEqual(['Warm Greet Intro']);
    expect(state.alerts).toEqual([alert]);
    expect(state.announcement).toBe('Alert: Agent Recommend reached before Agent Qualify.');
  });

  it('replaces a message by index (a correction) and keeps alerts once by id', () => {
    const state = run(
      { type: 'message', id: '1', data: { engagementId: 'E1', message: message(1, 'Agent Qualify') } },
      { type: 'message', id: '2', data: { engagementId: 'E1', message: message(0, 'Warm Greet Intro') } },
      { type: 'message', id: '3', data: { engagementId: 'E1', message: message(1, 'Agent Discovery') } },
      { type: 'alert', id: '4', data: alert },
      { type: 'alert', id: '5', data: alert },
    );
    expect(state.messages.map((m) => `${m.index}:${m.stage}`)).toEqual([
      '0:Warm Greet Intro',
      '1:Agent Discovery',
    ]);
    expect(state.alerts).toHaveLength(1);
  });

  it('forgets the ongoing engagements a new snapshot leaves out, and counts snapshots', () => {
    const state = run(
      { type: 'snapshot', id: '1', data: { engagements: [summary('E1'), summary('E2')] } },
      { type: 'ended', id: '2', data: { engagementId: 'E1', endedDate: '2026-11-23T08:05:00.000Z' } },
      { type: 'snapshot', id: '90', data: { engagements: [summary('E4')] } },
    );
    expect(Object.keys(state.summaries).sort()).toEqual(['E1', 'E4']);
    expect(state.snapshots).toBe(2);
  });

  it('clears the watched messages when another engagement is selected', () => {
    const state = liveReducer(
      run({ type: 'message', id: '1', data: { engagementId: 'E1', message: message(0, 'Other') } }),
      { type: 'watch', engagementId: 'E2' },
    );
    expect(state.watched).toBe('E2');
    expect(state.messages).toEqual([]);
  });

  it('merges the fetched list with the stream, ongoing first, newest first', () => {
    const rows = mergeSummaries(
      [
        summary('OLD', { status: 'ended', startedDate: '2026-11-22T08:00:00.000Z' }),
        summary('A', { messageCount: 5 }),
      ],
      {
        A: summary('A', { messageCount: 4, currentStage: 'Other' }),
        B: summary('B', { startedDate: '2026-11-23T09:00:00.000Z' }),
        C: summary('C', { programId: 9 }),
      },
      (s) => s.programId === 4,
    );
    expect(rows.map((r) => r.engagementId)).toEqual(['B', 'A', 'OLD']);
    expect(rows[1]!.currentStage).toBe('Warm Greet Intro'); // the fetched row was newer
  });

  it('measures the time in each stage', () => {
    const spans = stageSpans(
      [
        message(0, 'Warm Greet Intro', '2026-11-23T08:00:00.000Z'),
        message(1, 'Warm Greet Intro', '2026-11-23T08:00:30.000Z'),
        message(2, 'Agent Qualify', '2026-11-23T08:01:10.000Z'),
      ],
      Date.parse('2026-11-23T08:02:00.000Z'),
    );
    expect(spans.map((s) => [s.stage, s.from, s.to, formatDuration(s.duration)])).toEqual([
      ['Warm Greet Intro', 0, 1, '1:10'],
      ['Agent Qualify', 2, 2, '0:50'],
    ]);
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});

describe('supervisor filters', () => {
  it('reads the URL, dropping unknown values, and writes one filter keeping the selection', () => {
    const search = new URLSearchParams(
      'program=4&status=ongoing&stage=Agent%20Qualify&agent=x&source=fax&alerts=yes&engagement=E1',
    );
    expect(readFilters(search)).toEqual({
      program: 4,
      status: 'ongoing',
      stage: 'Agent Qualify',
      alerts: true,
    });
    const next = withFilter(search, 'status', '');
    expect(next.has('status')).toBe(false);
    expect(next.get('engagement')).toBe('E1');
    expect(withFilter(next, 'source', 'api').get('source')).toBe('api');
  });

  it('turns filters into the list convention and matches live summaries the same way', () => {
    const filters = readFilters(new URLSearchParams('program=4&stage=Other&alerts=no&source=api'));
    const state = filtersToTableState(filters);
    expect(state.filters).toEqual({
      program: { value: 4, matchMode: 'equals' },
      currentStage: { value: 'Other', matchMode: 'equals' },
      source: { value: 'api', matchMode: 'equals' },
      hasAlerts: { value: false, matchMode: 'equals' },
    });
    expect(matchesFilters(summary('E1', { currentStage: 'Other', source: 'api' }), filters)).toBe(true);
    expect(
      matchesFilters(summary('E1', { currentStage: 'Other', source: 'api', alertCount: 1 }), filters),
    ).toBe(false);
    expect(matchesFilters(summary('E1', { currentStage: 'Other' }), filters)).toBe(false);
  });
});
