import { testConversationSchema } from '@parlance/shared';
import { CsvError } from 'csv-parse';
import { type Options, parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvErrorPlace, csvErrorProblem, jsonErrorColumn, readJsonLines } from './file-problems.js';
import type { HttpProblem } from './problem.js';

/** The options the triples import reads with. */
const IMPORT_OPTIONS: Options = {
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  encoding: 'utf8',
};

const csvError = (file: Buffer, options: Options = IMPORT_OPTIONS) => {
  try {
    parse(file, options);
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('The file was read.');
};

const thrown = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error as HttpProblem;
  }
  throw new Error('Nothing was thrown.');
};

const GOOD_LINE = JSON.stringify({
  messages: [{ from: 'Agent', content: 'thanks for calling', stage: 'Warm Greet Intro' }],
});

describe('file parse problems', () => {
  it('name the line and cell of a CSV quote error', () => {
    // A strict parser refuses the quote inside the unquoted first cell of line 3 (after the header and one row).
    const file = Buffer.from(
      'subject,predicate,object\nPlan A,covers,dental\n=HYPERLINK("x"),is,a formula,bar\n',
    );
    const error = csvError(file, {});
    expect(error.code).toBe('INVALID_OPENING_QUOTE');
    expect(csvErrorPlace(error, file)).toEqual({ line: 3, column: 1 });
    expect(csvErrorProblem(error, file).toBody()).toMatchObject({
      status: 400,
      detail: expect.stringMatching(
        /^The file cannot be read as CSV \(line 3\), column 1: Invalid Opening Quote/,
      ),
      fieldErrors: [
        { objectName: 'file', field: 'file', message: expect.stringContaining('(line 3), column 1:') },
      ],
    });
  });

  it.each([
    ['\n', 'utf8'],
    ['\r\n', 'utf8'],
    ['\r', 'utf8'],
    ['\r\n', 'utf8 with BOM'],
    ['\n', 'utf16le with BOM'],
  ] as const)(
    'name the line where a quote never closed opens, not the end of the file (%j, %s)',
    (ending, as) => {
      const encode = (text: string) =>
        as === 'utf8'
          ? Buffer.from(text)
          : as === 'utf8 with BOM'
            ? Buffer.from(`\uFEFF${text}`)
            : Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
      // Line 1 the header, lines 2 and 3 one row with a quoted line break, line 4 blank, line 5 the quote in cell 2.
      const middle = [
        'subject,predicate,object',
        'Plan A,"covers',
        'more",dental',
        '',
        'Plan B,"covers,dental',
      ];
      const file = encode([...middle, 'Plan C,covers,vision', 'Plan D,covers,hearing', ''].join(ending));
      const error = csvError(file);
      expect(error.code).toBe('CSV_QUOTE_NOT_CLOSED');
      expect(error.lines).not.toBe(5);
      expect(csvErrorPlace(error, file)).toEqual({ line: 5, column: 2 });
      expect(csvErrorProblem(error, file).detail).toBe(
        'The file cannot be read as CSV (line 5), column 2: a quote opens this cell and is never closed, so the rest of the file would be one cell.',
      );

      // Lines 3 and 4 blank, which the parser skips; the quote opens line 5's first cell.
      const first = encode(
        ['subject,predicate,object', 'Plan A,covers,dental', '', '', '"Plan B,covers', 'x'].join(ending),
      );
      expect(csvErrorPlace(csvError(first), first)).toEqual({ line: 5, column: 1 });
    },
  );

  it('take the column of a JSON error from its position, in characters', () => {
    const column = (line: string) => {
      try {
        JSON.parse(line);
      } catch (error) {
        return jsonErrorColumn(error, line);
      }
      throw new Error('The line was read.');
    };
    // `{` 0, `"plan"` 1-6, `:` 7, ` ` 8, `1` 9, ` ` 10: the unexpected `2` is at position 11, column 12.
    expect(column('{"plan": 1 2}')).toBe(12);
    // The emoji is two UTF-16 units (position 10) but one character: `{"é😀": 1 ` is 9 characters, column 10.
    expect(column('{"é😀": 1 2}')).toBe(10);
    // "Unexpected token …" names no position.
    expect(column('{"plan": tru}')).toBeUndefined();
    expect(jsonErrorColumn(new Error('at position 3'), 'abcdef')).toBeUndefined();
  });

  it('name each bad line of JSON Lines, and the column where JSON.parse knows it', () => {
    // Line 3: `{` 0, `"messages"` 1-10, `:` 11, ` ` 12, `[` 13, `{` 14, `"from"` 15-20, `:` 21, ` ` 22,
    // `"Agent"` 23-29, `,` 30, ` ` 31, `"content"` 32-40, `:` 41, ` ` 42, `"hi"` 43-46, ` ` 47: the `"` of
    // `"stage"` at position 48 wants a comma before it, column 49.
    const broken = '{"messages": [{"from": "Agent", "content": "hi" "stage": "x"}]}';
    const text = [GOOD_LINE, '', broken, GOOD_LINE, '{"messages": []}', '{"plan": tru}', GOOD_LINE].join(
      '\r\n',
    );
    const problem = thrown(() => readJsonLines(text, testConversationSchema));
    expect(problem.status).toBe(400);
    expect(problem.detail).toBe('Line 3, column 49: not JSON.');
    expect(problem.fieldErrors).toEqual([
      { objectName: 'request', field: 'lines[3]', message: 'Line 3, column 49: not JSON.' },
      {
        objectName: 'request',
        field: 'lines[5]',
        message: expect.stringMatching(/^Line 5 \(messages\): \S/),
      },
      { objectName: 'request', field: 'lines[6]', message: 'Line 6: not JSON.' },
    ]);

    expect(readJsonLines(`${GOOD_LINE}\n\n${GOOD_LINE}\n`, testConversationSchema)).toHaveLength(2);
    const many = thrown(() => readJsonLines('x\n'.repeat(10), testConversationSchema, { maxErrors: 4 }));
    expect(many.fieldErrors?.map((error) => error.field)).toEqual([
      'lines[1]',
      'lines[2]',
      'lines[3]',
      'lines[4]',
    ]);
  });
});
