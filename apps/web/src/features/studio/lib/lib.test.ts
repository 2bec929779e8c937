import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatRatio, readableWithWhite, whiteContrast } from './contrast';
import { addExamples, describeLeftOut, MAX_EXAMPLES, searchExamples } from './examples';
import { completeOrder, keyboardTarget, moveItem } from './order';
import { groupRowErrors } from './row-errors';
import { busyRetrySeconds, latestRunsText, setChoiceText, wrongHeading } from './test-set-limits';

describe('contrast', () => {
  it('measures WCAG ratios', () => {
    expect(whiteContrast('#000000')).toBeCloseTo(21, 5);
    expect(whiteContrast('#ffffff')).toBeCloseTo(1, 5);
    expect(whiteContrast('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(readableWithWhite('#767676')).toBe(true);
    expect(readableWithWhite('#777777')).toBe(false);
    expect(readableWithWhite('#ffcc00')).toBe(false);
    expect(whiteContrast('red')).toBeNull();
    expect(readableWithWhite('#12345')).toBe(false);
  });

  it('rounds down when printing, so that a shown 4.50:1 passes', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('examples', () => {
  it('adds one example per pasted line, trimmed, without empty lines or repeats regardless of case', () => {
    const result = addExamples(['Hello there'], '  hi  \r\n\nHELLO THERE\nhi\nHow can I help?\n');
    expect(result.examples).toEqual(['Hello there', 'hi', 'How can I help?']);
    expect(result).toMatchObject({ added: 2, repeated: 2, tooLong: 0, overLimit: 0 });
    expect(describeLeftOut(result)).toBe('Left out: 2 already listed.');
  });

  it('leaves out lines over 300 characters and anything past 500 examples', () => {
    const full = Array.from({ length: MAX_EXAMPLES - 1 }, (_, i) => `example ${i}`);
    const result = addExamples(full, `${'x'.repeat(301)}\nlast one\none too many`);
    expect(result.examples).toHaveLength(MAX_EXAMPLES);
    expect(result.examples.at(-1)).toBe('last one');
    expect(result).toMatchObject({ added: 1, tooLong: 1, overLimit: 1 });
    expect(describeLeftOut(result)).toBe('Left out: 1 longer than 300 characters, 1 over the limit of 500.');
    expect(describeLeftOut(addExamples([], 'a'))).toBe('');
  });

  it('searches regardless of case and keeps positions', () => {
    expect(searchExamples(['Good morning', 'Bye', 'morning!'], ' MORNING ')).toEqual([
      { text: 'Good morning', index: 0 },
      { text: 'morning!', index: 2 },
    ]);
    expect(searchExamples(['a', 'b'], '')).toHaveLength(2);
  });
});

describe('order', () => {
  it('moves an item, clamped to the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('turns keys into moves', () => {
    expect(keyboardTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyboardTarget('ArrowUp', 0, 4)).toBe(0);
    expect(keyboardTarget('ArrowDown', 3, 4)).toBe(3);
    expect(keyboardTarget('ArrowDown', 1, 4)).toBe(2);
    expect(keyboardTarget('Home', 3, 4)).toBe(0);
    expect(keyboardTarget('End', 0, 4)).toBe(3);
    expect(keyboardTarget('Enter', 0, 4)).toBeNull();
  });

  it('completes a stored order with the stages it does not name and drops unknown ones', () => {
    expect(completeOrder(['c', 'gone', 'a', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('row errors', () => {
  it('groups import errors by the row number the server gives', () => {
    const grouped = groupRowErrors([
      { objectName: 'import', field: 'rows[12].object', message: 'must not be empty' },
      { objectName: 'import', field: 'rows[3].subject', message: 'must not be empty' },
      { objectName: 'import', field: 'rows[3].predicate', message: 'is too long' },
      { objectName: 'import', field: 'file', message: 'The header must be subject,predicate,object' },
    ]);
    expect(grouped.rows.map((row) => row.text)).toEqual([
      'Row 3: subject: must not be empty; predicate: is too long',
      'Row 12: object: must not be empty',
    ]);
    expect(grouped.other).toEqual(['The header must be subject,predicate,object']);
  });
});

describe('stage model errors', () => {
  it('groups errors by element and names the stage, the example and the rule', async () => {
    const { describeModelErrors, colourErrors } = await import('./model-errors');
    const errors = [
      { objectName: 'stageModel', field: 'stages[3].examples[12]', message: 'At most 300 characters.' },
      { objectName: 'stageModel', field: 'stages[3].colour', message: 'Too light.' },
      { objectName: 'stageModel', field: 'rules[0].then', message: 'Not a stage.' },
      { objectName: 'stageModel', field: 'defaultMode', message: 'Agent only.' },
    ];
    const model = { stages: [{ label: 'A' }, { label: 'B' }, { label: 'C' }, { label: 'Agent Qualify' }] };
    expect(describeModelErrors(errors, model)).toEqual([
      'Agent only.',
      'Error(s) in element 4: Agent Qualify, example 13: At most 300 characters.; Agent Qualify, colour: Too light.',
      'Error(s) in element 1: Rule 1, then: Not a stage.',
    ]);
    expect([...colourErrors(errors)]).toEqual([[3, 'Too light.']]);
  });
});

describe('canonical JSON', () => {
  it('ignores the order of object keys, not of arrays', async () => {
    const { canonicalJson } = await import('../components/use-stage-model');
    expect(canonicalJson({ b: 1, a: [{ y: 1, x: 2 }] })).toBe(canonicalJson({ a: [{ x: 2, y: 1 }], b: 1 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('test-set limits', () => {
  it('names a set with its conversations in the right number and how full it is', () => {
    expect(setChoiceText({ name: 'A', conversations: 1, messages: 1234 })).toBe(
      'A (1 conversation, 1,234 of 5,000 messages)',
    );
    expect(setChoiceText({ name: 'B', conversations: 2, messages: 5000 })).toBe(
      'B (2 conversations, 5,000 of 5,000 messages)',
    );
  });

  it('counts all the wrong messages of a run, and says when only the first were kept', () => {
    const wrong = Array.from({ length: 3 }, () => ({}) as never);
    expect(wrongHeading({ messages: 10, accuracy: 0.7, wrong })).toEqual({ heading: 'Wrong messages (3)' });
    expect(wrongHeading({ messages: 1000, accuracy: 0.5, wrong })).toEqual({
      heading: 'Wrong messages (the first 3 of 500)',
      note: 'A run keeps its first 200 wrong messages; its scores count all 500.',
    });
  });

  it('says the trend shows the latest runs only when the list is full', () => {
    expect(latestRunsText(49)).toBeUndefined();
    expect(latestRunsText(50)).toBe("The trend shows this test set's latest 50 runs.");
  });

  it('reads the wait of a refused run from Retry-After, 5 s without one, and nothing for other failures', () => {
    const refused = (status: number, headers: Record<string, string> = {}) =>
      new ApiError('refused', { status, statusText: '', data: {}, headers: new Headers(headers) });
    expect(busyRetrySeconds(refused(429, { 'Retry-After': '7' }))).toBe(7);
    expect(busyRetrySeconds(refused(429))).toBe(5);
    expect(busyRetrySeconds(refused(400))).toBeUndefined();
    expect(busyRetrySeconds(new Error('offline'))).toBeUndefined();
  });
});
