import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Rule, Stage } from '../model';
import { ExampleEditor } from './example-editor';
import { FlowPicture } from './flow-picture';
import { OrderEditor } from './order-editor';

const stage = (label: string, enabled = true): Stage => ({ label, colour: '#1d5fa8', enabled, examples: [] });
const STAGES = [stage('Greet'), stage('Qualify'), stage('Recommend'), stage('Other'), stage('Off', false)];

const Order = ({ initial }: { initial: string[] }) => {
  const [order, setOrder] = useState(initial);
  return <OrderEditor order={order} stages={STAGES} onChange={setOrder} readOnly={false} />;
};

const orderNames = () =>
  within(screen.getByRole('list', { name: 'Expected order' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.trim());

describe('order editor', () => {
  it('moves a stage with the keyboard and announces it', () => {
    render(<Order initial={['Greet', 'Qualify', 'Recommend']} />);
    const handle = screen.getByRole('button', { name: 'Move Recommend, position 3 of 3' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(orderNames()).toEqual(['1Greet', '2Recommend', '3Qualify']);
    expect(screen.getByTestId('order-announcement').textContent).toBe('Recommend moved to position 2 of 3.');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Recommend, position 2 of 3' }), {
      key: 'Home',
    });
    expect(orderNames()).toEqual(['1Recommend', '2Greet', '3Qualify']);
    // Other keys do nothing.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Greet, position 2 of 3' }), { key: 'x' });
    expect(orderNames()).toEqual(['1Recommend', '2Greet', '3Qualify']);
  });

  it('moves a stage dragged onto another', () => {
    render(<Order initial={['Greet', 'Qualify', 'Recommend']} />);
    const [greet, , recommend] = screen.getAllByTestId('order-item') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(greet, { dataTransfer });
    fireEvent.dragOver(recommend, { dataTransfer });
    fireEvent.drop(recommend, { dataTransfer });
    expect(orderNames()).toEqual(['1Qualify', '2Recommend', '3Greet']);
    expect(screen.getByTestId('order-announcement').textContent).toBe('Greet moved to position 3 of 3.');
  });

  it('offers the enabled stages outside the order, and takes stages out', async () => {
    render(<Order initial={['Greet', 'Qualify', 'Recommend']} />);
    expect(screen.queryByRole('button', { name: 'Add Off to the order' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Other to the order' }));
    expect(orderNames()).toEqual(['1Greet', '2Qualify', '3Recommend', '4Other']);
    await userEvent.click(screen.getByRole('button', { name: 'Take Greet out of the order' }));
    expect(orderNames()).toEqual(['1Qualify', '2Recommend', '3Other']);
    expect(screen.getByRole('button', { name: 'Add Greet to the order' })).toBeTruthy();
  });
});

const Examples = ({ initial }: { initial: string[] }) => {
  const [examples, setExamples] = useState(initial);
  return <ExampleEditor stageLabel="Greet" examples={examples} onChange={setExamples} readOnly={false} />;
};

describe('example editor', () => {
  it('adds pasted lines without repeats, removes and searches', async () => {
    render(<Examples initial={['Hello there']} />);
    await userEvent.type(
      screen.getByLabelText('Paste examples, one a line'),
      'hi{Enter}HELLO THERE{Enter}{Enter}bye',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add lines' }));
    expect(screen.getByTestId('example-note').textContent).toBe(
      '2 examples added. Left out: 1 already listed.',
    );
    expect(screen.getByTestId('example-count').textContent).toBe('(3 of at most 500)');
    expect((screen.getByLabelText('Paste examples, one a line') as HTMLTextAreaElement).value).toBe('');

    await userEvent.type(screen.getByLabelText('New example'), 'Good morning{Enter}');
    expect(screen.getByTestId('example-count').textContent).toBe('(4 of at most 500)');

    await userEvent.type(screen.getByLabelText('Search examples'), 'o');
    const list = screen.getByRole('list', { name: 'Examples of Greet' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Hello there', 'Good morning']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Good morning' }));
    expect(screen.getByTestId('example-count').textContent).toBe('(3 of at most 500)');
  });

  it('shows no editing controls when read-only', () => {
    render(<ExampleEditor stageLabel="Greet" examples={['a']} onChange={() => {}} readOnly />);
    expect(screen.queryByLabelText('New example')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove a' })).toBeNull();
  });
});

describe('flow picture', () => {
  it('draws the ordered stages, the others dashed, and before rules between them, with a summary', () => {
    const rules: Rule[] = [
      // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text).
      { id: 'r1', kind: 'before', severity: 'critical', stage: 'Qualify', then: 'Recommend' },
      {
        id: 'r2',
        kind: 'phrase',
        severity: 'info',
        stage: 'Greet',
        speaker: 'Agent',
        phrases: ['recorded line'],
      },
    ];
    render(<FlowPicture order={['Greet', 'Qualify', 'Recommend']} stages={STAGES} rules={rules} />);
    expect(screen.getAllByTestId('flow-node')).toHaveLength(4);
    expect(screen.getAllByTestId('flow-rule')).toHaveLength(1);
    expect(screen.getByText('1 phrase rule')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Expected order: Greet, then Qualify, then Recommend. May appear anywhere: Other. 2 compliance rules.',
    );
  });
});
