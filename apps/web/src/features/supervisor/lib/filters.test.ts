import type { EngagementSummary } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { filtersToTableState, matchesFilters, readFilters, searchParameters, withFilter } from './filters';

const engagement: EngagementSummary = {
  engagementId: 'PLATFORM7000042',
  programId: 4,
  programName: 'Dental',
  agent: { id: 7, login: 'mira.okafor', name: 'Mira Okafor', externalCode: 'A-17' },
  source: 'api',
  channel: 'voice',
  status: 'ended',
  // 22:30 on 9 January in New York (UTC-5).
  startedDate: '2026-01-10T03:30:00.000Z',
  endedDate: '2026-01-10T03:31:44.000Z',
  currentStage: 'Agent Qualify',
  lastMessage: { from: 'Visitor', content: 'Tell me about the Zebra plan', time: '2026-01-10T03:31:44.000Z' },
  messageCount: 3,
  alertCount: 0,
};

describe('supervisor filters in the URL', () => {
  it('reads the search, the period and the page (counted from 1), dropping what the server would refuse', () => {
    expect(
      readFilters(new URLSearchParams('q=%20zebra%20&from=2026-01-09&to=2026-01-10&page=3&size=50')),
    ).toEqual({ q: 'zebra', from: '2026-01-09', to: '2026-01-10', page: 2, size: 50 });
    expect(readFilters(new URLSearchParams('from=2026-02-30&to=2026-13-01&page=0&size=7'))).toEqual({});
    expect(readFilters(new URLSearchParams('from=2026-01-10&to=2026-01-09'))).toEqual({ from: '2026-01-10' });
  });

  it('asks the server for one page, and goes back to the first page when a filter changes', () => {
    const filters = readFilters(new URLSearchParams('q=zebra&page=2'));
    expect(filtersToTableState(filters)).toMatchObject({ page: 1, size: 20 });
    expect(searchParameters(filters)).toEqual({ q: 'zebra' });
    expect(withFilter(new URLSearchParams('q=zebra&page=2&engagement=X'), 'q', 'plan').toString()).toBe(
      'q=plan&engagement=X',
    );
    expect(withFilter(new URLSearchParams('q=zebra'), 'page', '3').toString()).toBe('q=zebra&page=3');
  });

  it('keeps a live engagement when its id, agent or last words match the search', () => {
    for (const q of ['platform700004', '7000042', 'okafor', 'MIRA', 'a-17', 'zebra plan'])
      expect(matchesFilters(engagement, { q }), q).toBe(true);
    for (const q of ['0042', 'tom', 'giraffe']) expect(matchesFilters(engagement, { q }), q).toBe(false);
  });

  it("counts the period's days in the tenant's time zone", () => {
    expect(matchesFilters(engagement, { from: '2026-01-10' }, 'UTC')).toBe(true);
    expect(matchesFilters(engagement, { from: '2026-01-10' }, 'America/New_York')).toBe(false);
    expect(matchesFilters(engagement, { to: '2026-01-09' }, 'America/New_York')).toBe(true);
  });
});
