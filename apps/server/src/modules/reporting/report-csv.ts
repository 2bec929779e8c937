/*
 * CSV records written straight into bytes, as `csv-stringify` writes them with the options every CSV of the product
 * uses (comma, double quotes, Windows line ends, its default casts), for exports of many rows. `csv-stringify` makes
 * several objects of every cell (about 6 KB a conversation of the conversations CSV): at 1,000 rows a batch, enough
 * that a batch's partial records outlived the young generation's collections and filled the old one with about
 * 7 KB a row. Here a cell is written where it belongs, and only a cell that needs quotes makes a string.
 */

/** The byte order mark `csv-stringify` starts a file with (`bom: true`). */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/** A cell as `csv-stringify`'s default casts make it; undefined for a cell it leaves empty. */
const castOf = (value: unknown): string | undefined => {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return `${value}`;
    case 'boolean':
      return value ? '1' : '';
    case 'object':
      if (value === null) return undefined;
      if (value instanceof Date) return `${value.getTime()}`;
      return JSON.stringify(value);
    default:
      return undefined;
  }
};

/**
 * Whether a cell needs quotes: a comma, a quote or a CR LF in it (with a record delimiter given, `csv-stringify`
 * leaves a lone CR or LF unquoted).
 */
const needsQuotes = (text: string) => /[",]|\r\n/.test(text);

/**
 * Writes records into bytes: `record` for each, then `bytes()` the CSV so far (a copy of its own size), `reset()` to
 * start the next part in the same buffer. One writer is reused for every part of an export (`csvWriter`).
 */
class CsvWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(initialBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
  }

  /** Room for `bytes` more bytes. */
  private reserve(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** The byte order mark, as a file's first bytes. */
  bom() {
    this.reserve(BOM.length);
    this.length += BOM.copy(this.buffer, this.length);
    return this;
  }

  /** One record of cells, ended by CR LF. */
  record(cells: readonly unknown[]) {
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) {
        this.reserve(1);
        this.buffer[this.length++] = COMMA;
      }
      let text = castOf(cells[i]);
      if (!text) continue;
      if (needsQuotes(text)) text = `"${text.replaceAll('"', '""')}"`;
      // At most three bytes of UTF-8 a UTF-16 unit.
      this.reserve(text.length * 3);
      this.length += this.buffer.write(text, this.length);
    }
    this.reserve(2);
    this.buffer[this.length++] = CR;
    this.buffer[this.length++] = LF;
    return this;
  }

  /** The bytes written since the last `reset`, in a buffer of their own. */
  bytes(): Buffer {
    const bytes = Buffer.allocUnsafe(this.length);
    this.buffer.copy(bytes, 0, 0, this.length);
    return bytes;
  }

  reset() {
    this.length = 0;
    return this;
  }
}

/** A CSV writer of its own for one export, its buffer `initialBytes` to start with (grown as records need). */
export const csvWriter = (initialBytes = 64 * 1024) => new CsvWriter(initialBytes);
