import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvWriter } from './report-csv.js';

/** As the product's CSVs were written: `csv-stringify` with a header, a byte order mark and Windows line ends. */
const byLibrary = (columns: string[], records: unknown[][]) =>
  Buffer.from(stringify(records, { header: true, columns, bom: true, record_delimiter: 'windows' }));

const cell = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '\r\n', ' ', '=', 'é', '😀', '\t') }),
  fc.integer(),
  fc.double(),
  fc.bigInt(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
);

describe('CSV writer', () => {
  it('writes the bytes csv-stringify writes, header and byte order mark first', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((width) =>
            fc.tuple(
              fc.array(fc.string({ minLength: 1 }), { minLength: width, maxLength: width }),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 8 }),
            ),
          ),
        ([columns, records]) => {
          const writer = csvWriter(8);
          writer.bom().record(columns);
          for (const record of records) writer.record(record);
          expect(writer.bytes().equals(byLibrary(columns, records))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('starts each part after a reset, in the same buffer, each part a buffer of its own size', () => {
    const writer = csvWriter(4);
    const first = writer.record(['a', 'b,c']).bytes();
    const second = writer.reset().record([1, 'x"y']).bytes();
    expect(first.toString()).toBe('a,"b,c"\r\n');
    expect(second.toString()).toBe('1,"x""y"\r\n');
    expect(second.length).toBe(Buffer.byteLength('1,"x""y"\r\n'));
  });
});
