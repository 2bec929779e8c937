import { type FieldError, MESSAGES } from '@parlance/shared';
import type { CsvError } from 'csv-parse';
import type { z } from 'zod';
import { badRequest } from './problem.js';

/**
 * The 400 answers for a user's file that cannot be read (ARCHITECTURE.md "Input rules and errors"): the triples
 * CSV and a test set's JSON Lines. Each names the line, counted from 1, and the column where the parser knows it.
 * They are thrown before anything is written, so a refused file stores nothing.
 */

/** A place in a user's file: the line from 1 and, where the parser knows it, the column from 1. */
export interface FilePlace {
  line: number;
  column?: number;
}

/** A 400 naming one part of a file: `header`, `file`, `rows` or a line. */
export const fileProblem = (field: string, message: string, objectName = 'file') =>
  badRequest(message, undefined, [{ objectName, field, message }]);

/** A 400 listing every bad line; the first is the detail. */
export const fileLinesProblem = (errors: readonly FieldError[]) =>
  badRequest(errors[0]?.message ?? MESSAGES.required, undefined, [...errors]);

const countLineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

const offset = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** Errors whose `index` is the cell the quote is in (0-based in the record). */
const QUOTE_ERRORS: ReadonlySet<string> = new Set([
  'CSV_QUOTE_NOT_CLOSED',
  'INVALID_OPENING_QUOTE',
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
]);

/** csv-parse (`bom: true`) reads UTF-8 unless the file starts with the UTF-16 LE byte order mark. */
const encodingOf = (file: Buffer): BufferEncoding =>
  file[0] === 0xff && file[1] === 0xfe ? 'utf16le' : 'utf8';

/**
 * The line of the quote that is never closed. csv-parse's `lines` is where it stopped reading, the end of the
 * file; its `bytes` is where the last cell or record before the quote ended, so the quote is the first one after.
 */
const openingQuoteLine = (file: Buffer, from: number | undefined) => {
  if (from === undefined || from > file.length) return undefined;
  const encoding = encodingOf(file);
  const rest = file.subarray(from).toString(encoding);
  const quote = rest.indexOf('"');
  if (quote < 0) return undefined;
  return countLineBreaks(file.subarray(0, from).toString(encoding) + rest.slice(0, quote)) + 1;
};

/** Where a csv-parse error is in the file: its line, and for a quote error the cell (column) from 1. */
export const csvErrorPlace = (error: CsvError, file: Buffer): FilePlace => {
  const index = offset(error.index);
  const column = QUOTE_ERRORS.has(error.code) && index !== undefined ? { column: index + 1 } : {};
  const opened =
    error.code === 'CSV_QUOTE_NOT_CLOSED' ? openingQuoteLine(file, offset(error.bytes)) : undefined;
  return { line: opened ?? Math.max(offset(error.lines) ?? 1, 1), ...column };
};

/** The 400 for a CSV file csv-parse cannot read (quoting, a record too long): field `file`. */
export const csvErrorProblem = (error: CsvError, file: Buffer) => {
  const { line, column } = csvErrorPlace(error, file);
  // csv-parse's own text names the end of the file for an unclosed quote.
  const reason = error.code === 'CSV_QUOTE_NOT_CLOSED' ? MESSAGES.csvQuoteNotClosed : error.message;
  return fileProblem('file', MESSAGES.csvUnreadable(line, reason, column));
};

/**
 * The column from 1 of a JSON.parse error in `line`, from its "… in JSON at position N" (Node 20), counted in
 * characters as an editor shows them; none when the message names no position.
 */
export const jsonErrorColumn = (error: unknown, line: string): number | undefined => {
  const match = error instanceof SyntaxError ? /\bat position (\d+)/.exec(error.message) : null;
  if (!match) return undefined;
  const position = Number(match[1]);
  if (position > line.length) return undefined;
  return Array.from(line.slice(0, position)).length + 1;
};

/**
 * JSON Lines: one value a line, blank lines skipped, each checked with `schema`. Bad lines are answered together
 * as field errors `lines[N]` (N from 1, at most `maxErrors`): not JSON, with the column where JSON.parse names
 * one, or the first problem the schema finds, with its path.
 */
export const readJsonLines = <T extends z.ZodType>(
  text: string,
  schema: T,
  { objectName = 'request', maxErrors = 100 }: { objectName?: string; maxErrors?: number } = {},
): z.infer<T>[] => {
  const values: z.infer<T>[] = [];
  const errors: FieldError[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length && errors.length < maxErrors; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const number = i + 1;
    const field = `lines[${number}]`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      errors.push({
        objectName,
        field,
        message: MESSAGES.jsonLineNotJson(number, jsonErrorColumn(error, line)),
      });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      values.push(parsed.data);
      continue;
    }
    const issue = parsed.error.issues[0];
    errors.push({
      objectName,
      field,
      message: MESSAGES.jsonLineInvalid(
        number,
        issue?.path.map(String).join('.') ?? '',
        issue?.message ?? 'invalid',
      ),
    });
  }
  if (errors.length > 0) throw fileLinesProblem(errors);
  return values;
};
