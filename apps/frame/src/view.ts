import { type AssistState, SEVERITY_TEXT } from './controller';

/** Confidence as a whole percentage. */
export const percent = (confidence: number): string =>
  `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;

/** A time of day, `HH:MM:SS` in the viewer's zone. */
export const clock = (time: Date): string =>
  [time.getHours(), time.getMinutes(), time.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  node.append(...children);
  return node;
};

/** A stage chip: the colour as a swatch beside the stage's name (colour is never the only cue). */
export const stageChip = (stage: string, colour: string): HTMLElement => {
  const chip = el(
    'span',
    { class: 'chip', 'data-stage': stage },
    el('span', { class: 'chip__swatch', 'aria-hidden': 'true' }),
    stage,
  );
  chip.style.setProperty('--stage-colour', colour);
  return chip;
};

const section = (title: string, id: string): [HTMLElement, HTMLElement] => {
  const body = el('div', { class: 'section__body' });
  const node = el(
    'section',
    { class: 'section', 'aria-labelledby': `${id}-title`, 'data-testid': id },
    el('h2', { id: `${id}-title` }, title),
    body,
  );
  return [node, body];
};

/** The frame's page: built once, then filled from the state on each change. */
export const createView = (root: HTMLElement, colourOf: (stage: string) => string) => {
  const live = el('p', {
    class: 'visually-hidden',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'assist-live',
  });
  const status = el('p', { class: 'status', 'data-testid': 'assist-connection' });
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'assist-error' });
  // A broken rule is read out at once (role=alert), apart from the polite stage announcements.
  const alertLive = el('p', { class: 'visually-hidden', role: 'alert', 'data-testid': 'assist-alert-live' });
  const [currentSection, current] = section('Current stage', 'assist-current');
  const [timelineSection, timeline] = section('Stage timeline', 'assist-timeline');
  const [whySection, why] = section('Why', 'assist-why');
  const [cardsSection, cards] = section('Knowledge', 'assist-cards');
  const [alertsSection, alerts] = section('Compliance alerts', 'assist-alerts');
  const noAssist = el(
    'p',
    { class: 'muted', 'data-testid': 'assist-off' },
    'Assist is not shown for this user.',
  );
  const assistParts = el(
    'div',
    { class: 'assist__parts' },
    currentSection,
    timelineSection,
    whySection,
    cardsSection,
    alertsSection,
  );
  root.append(el('h1', {}, 'Assist'), status, live, alertLive, error, noAssist, assistParts);

  const connectionText: Record<AssistState['connection'], string> = {
    connecting: 'Connecting…',
    open: 'Connected',
    reconnecting: 'Connection lost, reconnecting…',
    closed: 'Disconnected',
  };

  return (state: AssistState): void => {
    status.textContent = connectionText[state.connection];
    status.dataset.connection = state.connection;
    error.textContent = state.error ?? '';
    if (live.textContent !== state.announcement) live.textContent = state.announcement;
    noAssist.hidden = state.assist;
    assistParts.hidden = !state.assist;
    if (!state.assist) return;

    const label = state.current;
    current.replaceChildren(
      label
        ? el(
            'p',
            { class: 'current', 'data-testid': 'assist-stage' },
            stageChip(label.stage, colourOf(label.stage)),
            el('span', { class: 'confidence' }, `confidence ${percent(label.confidence)}`),
          )
        : el(
            'p',
            { class: 'muted' },
            state.engagementId ? 'Waiting for the first message.' : 'No conversation yet.',
          ),
    );

    timeline.replaceChildren(
      state.timeline.length
        ? el(
            'ol',
            { class: 'timeline' },
            ...state.timeline.map((entry) =>
              el(
                'li',
                {},
                stageChip(entry.stage, colourOf(entry.stage)),
                el('time', { datetime: entry.time.toISOString() }, clock(entry.time)),
              ),
            ),
          )
        : el('p', { class: 'muted' }, 'No stage reached yet.'),
    );

    const evidence = label?.evidence ?? [];
    why.replaceChildren(
      evidence.length
        ? el(
            'ul',
            { class: 'why' },
            ...evidence.map((item) =>
              el(
                'li',
                {},
                el('q', {}, item.example),
                ' ',
                el('span', { class: 'muted' }, `${item.stage}, ${percent(item.score)}`),
              ),
            ),
          )
        : el('p', { class: 'muted' }, 'Nothing to explain yet.'),
    );

    const triples = (label?.cards ?? []).slice(0, 5);
    cards.replaceChildren(
      triples.length
        ? el(
            'ul',
            { class: 'cards' },
            ...triples.map((card) =>
              el(
                'li',
                { class: 'card' },
                el('strong', {}, card.subject),
                ` ${card.predicate} `,
                el('strong', {}, card.object),
                // What matched, for a designer wondering why the card came up; closed until asked for.
                ...(card.reason
                  ? [
                      el(
                        'details',
                        { class: 'card__why' },
                        el('summary', {}, 'Why this card'),
                        el('p', {}, card.reason),
                      ),
                    ]
                  : []),
              ),
            ),
          )
        : el('p', { class: 'muted' }, 'No knowledge for this conversation yet.'),
    );

    if (alertLive.textContent !== state.alertAnnouncement) alertLive.textContent = state.alertAnnouncement;
    alerts.replaceChildren(
      state.alerts.length
        ? el(
            'ul',
            { class: 'alerts' },
            // Newest first: the one the agent must act on now.
            ...state.alerts
              .slice()
              .reverse()
              .map((alert) =>
                el(
                  'li',
                  { class: `alert alert--${alert.severity}`, 'data-severity': alert.severity },
                  el('strong', {}, SEVERITY_TEXT[alert.severity] ?? alert.severity),
                  ` ${alert.message}`,
                ),
              ),
          )
        : el('p', { class: 'muted' }, 'No alerts.'),
    );
  };
};
