import { Readable } from 'node:stream';
import {
  type FieldError,
  MESSAGES,
  TRIPLE_CSV_COLUMNS,
  TRIPLE_CSV_LIST_SEPARATOR,
  TRIPLE_CSV_REQUIRED_COLUMNS,
  TRIPLE_IMPORT_MAX_ROWS,
  type TripleFields,
  tripleInputSchema,
  unguardCsvCell,
  zodIssuesToFieldErrors,
} from '@parlance/shared';
import { CsvError, parse as csvParse } from 'csv-parse';
import { csvErrorProblem, fileProblem } from '../../lib/file-problems.js';
import { badRequest } from '../../lib/problem.js';

/** The file is fed to the parser in slices of this size, so that a big file does not hold the event loop. */
const SLICE = 64 * 1024;
/** Rows are checked in groups of this size, with a turn of the event loop between groups. */
const CHECK_GROUP = 2_000;

/** Columns whose cell holds a list: an empty item, a repeat or a text too long is the row's error. */
const LIST_COLUMNS = ['aliases', 'questions'] as const;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a triples CSV file (RFC 4180, UTF-8 with or without BOM): a header naming `subject`, `predicate` and
 * `object` and optionally `source`, `aliases` and `questions` (any order, any case; the last two hold texts
 * separated by `|`, an empty cell none), then at most 50,000 data rows. Every row is checked with
 * the same schema as a typed triple; a leading apostrophe the export put before `=`, `+`, `-` or `@` is taken
 * away. All or nothing: any problem throws a 400 whose field errors are `header`, `file` (the parser's error,
 * naming the line and column) or `rows[N].field` (N counted from 1 over data rows).
 */
export const readTriplesCsv = async (body: Buffer): Promise<TripleFields[]> => {
  const parser = csvParse({
    bom: true,
    // A quote inside an unquoted field is read as written: spreadsheets write formulas such as
    // `=HYPERLINK("x")` that way, and the cell is imported as it reads.
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    encoding: 'utf8',
  });
  // A turn of the event loop after each slice: a stream passes chunks on within one turn, so without it the whole
  // file would be parsed at once.
  const source = Readable.from(
    (async function* slices() {
      for (let start = 0; start < body.length; start += SLICE) {
        yield body.subarray(start, start + SLICE);
        await yieldToEventLoop();
      }
    })(),
  );
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let columns: string[] | undefined;
  const records: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = record.map((name) => name.trim().toLowerCase());
        checkHeader(columns);
        continue;
      }
      if (records.length === TRIPLE_IMPORT_MAX_ROWS) {
        source.destroy();
        parser.destroy();
        throw fileProblem('rows', MESSAGES.csvTooManyRows(TRIPLE_IMPORT_MAX_ROWS));
      }
      records.push(record);
    }
  } catch (error) {
    // Every error of the parser is the file's (quoting, encoding, a record too long).
    if (error instanceof CsvError) throw csvErrorProblem(error, body);
    throw error;
  }
  if (!columns) throw fileProblem('header', MESSAGES.csvEmpty);

  const header = columns;
  const errors: FieldError[] = [];
  const triples: TripleFields[] = [];
  for (let i = 0; i < records.length; i++) {
    if (i > 0 && i % CHECK_GROUP === 0) await yieldToEventLoop();
    const record = records[i]!;
    const row = i + 1;
    if (record.length !== header.length) {
      errors.push({
        objectName: 'file',
        field: `rows[${row}]`,
        message: MESSAGES.csvColumnCount(header.length, record.length),
      });
      continue;
    }
    const cells: Record<string, string | string[]> = Object.fromEntries(
      header.map((name, c) => [name, unguardCsvCell(record[c]!)]),
    );
    for (const name of LIST_COLUMNS) {
      const cell = cells[name];
      if (typeof cell === 'string')
        cells[name] = cell.trim() === '' ? [] : cell.split(TRIPLE_CSV_LIST_SEPARATOR);
    }
    const result = tripleInputSchema.safeParse(cells);
    if (result.success) triples.push(result.data);
    else
      errors.push(
        ...zodIssuesToFieldErrors(result.error.issues, 'file').map((e) => ({
          ...e,
          field: `rows[${row}].${e.field}`,
        })),
      );
  }
  if (errors.length > 0) {
    throw badRequest(
      `${errors.length} problem(s) in the file; nothing was imported.`,
      undefined,
      errors.slice(0, 1000),
    );
  }
  return triples;
};

const checkHeader = (columns: readonly string[]) => {
  const known: readonly string[] = TRIPLE_CSV_COLUMNS;
  const unknown = columns.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw fileProblem('header', MESSAGES.csvUnknownColumns(unknown));
  const repeated = columns.filter((name, i) => columns.indexOf(name) !== i);
  if (repeated.length > 0) throw fileProblem('header', MESSAGES.csvRepeatedColumns([...new Set(repeated)]));
  const missing = TRIPLE_CSV_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw fileProblem('header', MESSAGES.csvMissingColumns(missing));
};
