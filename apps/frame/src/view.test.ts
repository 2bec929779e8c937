import { describe, expect, it } from 'vitest';
import type { AssistState } from './controller';
import { createView } from './view';

const state = (overrides: Partial<AssistState> = {}): AssistState => ({
  connection: 'open',
  engagementId: 'PLATFORM1',
  assist: true,
  current: {
    type: 'label',
    engagementId: 'PLATFORM1',
    index: 0,
    from: 'Agent',
    stage: 'Agent Qualify',
    confidence: 0.874,
    evidence: [{ example: 'What is your zip code?', stage: 'Agent Qualify', score: 0.9 }],
    cards: Array.from({ length: 7 }, (_, i) => ({ subject: `S${i}`, predicate: 'covers', object: 'dental' })),
    stageChanged: true,
    alerts: [],
    time: '2026-11-23T08:00:00.000Z',
  },
  timeline: [{ stage: 'Agent Qualify', time: new Date('2026-11-23T08:00:00.000Z') }],
  error: undefined,
  announcement: 'Stage: Agent Qualify',
  colours: new Map(),
  alerts: [],
  alertAnnouncement: '',
  ...overrides,
});

describe('assist view', () => {
  it('shows the stage by colour and by name, the timeline, why, at most 5 cards, and announces the stage', () => {
    const root = document.createElement('main');
    createView(root, () => '#1d5fa8')(state());
    const current = root.querySelector('[data-testid="assist-stage"]')!;
    expect(current.textContent).toContain('Agent Qualify');
    expect(current.textContent).toContain('confidence 87%');
    expect((current.querySelector('.chip') as HTMLElement).style.getPropertyValue('--stage-colour')).toBe(
      '#1d5fa8',
    );
    expect(root.querySelectorAll('[data-testid="assist-timeline"] li')).toHaveLength(1);
    expect(root.querySelector('[data-testid="assist-why"]')!.textContent).toContain('What is your zip code?');
    expect(root.querySelectorAll('[data-testid="assist-cards"] li')).toHaveLength(5);
    // A card without a reason has no disclosure.
    expect(root.querySelector('[data-testid="assist-cards"] details')).toBeNull();
    const live = root.querySelector('[data-testid="assist-live"]')!;
    expect(live.getAttribute('role')).toBe('status');
    expect(live.textContent).toBe('Stage: Agent Qualify');
  });

  it('discloses why a card came up, closed until asked for', () => {
    const root = document.createElement('main');
    const reason = 'subject "Gold Choice PPO" named as "gold"; asks for "monthly premium" ("a month")';
    const base = state().current!;
    createView(
      root,
      () => '#1d5fa8',
    )(
      state({
        current: {
          ...base,
          cards: [{ subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49', reason }],
        },
      }),
    );
    const why = root.querySelector('[data-testid="assist-cards"] li details') as HTMLDetailsElement;
    expect(why.open).toBe(false);
    expect(why.querySelector('summary')!.textContent).toBe('Why this card');
    expect(why.textContent).toBe(`Why this card${reason}`);
  });

  it('shows no assist for a control-group user', () => {
    const root = document.createElement('main');
    createView(root, () => '#1d5fa8')(state({ assist: false }));
    expect((root.querySelector('[data-testid="assist-off"]') as HTMLElement).hidden).toBe(false);
    expect((root.querySelector('.assist__parts') as HTMLElement).hidden).toBe(true);
  });

  it('shows the alerts newest first with their severity and reads the newest out at once', () => {
    const root = document.createElement('main');
    const render = createView(root, () => '#1d5fa8');
    render(state());
    expect(root.querySelector('[data-testid="assist-alerts"]')!.textContent).toContain('No alerts.');
    const alert = (id: number, severity: 'warning' | 'critical', message: string) => ({
      id,
      engagementId: 'PLATFORM1',
      rule: `r${id}`,
      kind: 'before' as const,
      severity,
      index: id,
      message,
      createdDate: '2026-11-23T08:00:00.000Z',
    });
    render(
      state({
        alerts: [
          alert(1, 'warning', 'Goodbye left without the disclaimer.'),
          alert(2, 'critical', 'Too early.'),
        ],
        alertAnnouncement: 'Critical: Too early.',
      }),
    );
    const items = [...root.querySelectorAll('[data-testid="assist-alerts"] li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'Critical Too early.',
      'Warning Goodbye left without the disclaimer.',
    ]);
    expect(items[0]!.getAttribute('data-severity')).toBe('critical');
    const live = root.querySelector('[data-testid="assist-alert-live"]')!;
    expect(live.getAttribute('role')).toBe('alert');
    expect(live.textContent).toBe('Critical: Too early.');
  });
});
