import { MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from './support/database.js';
import { dataFingerprint } from './support/fuzz.js';
import { signUpTenant, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Files a user uploads, made hostile: the triples CSV import and a test set's JSON Lines get malformed quoting, a
 * BOM, ragged rows, a header alone, empty files, very long lines, NUL bytes, UTF-16, binary, and a broken line in
 * the middle. No answer may be a 5xx; a refusal is a problem body and changes nothing. A file that cannot be
 * parsed is answered with its line, and the column where the parser knows it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const HEADER = 'subject,predicate,object';
const GOOD_ROW = 'Plan A,covers,dental';
const GOOD_LINE = JSON.stringify({
  messages: [
    { from: 'Agent', content: 'thanks for calling how can i help', stage: 'Warm Greet Intro' },
    { from: 'Visitor', content: 'i want a dental plan', stage: 'Dental Insurance Inquiry' },
  ],
});

/** Pieces of a text file, good and bad, mostly after the header (so that the bad ones are read as rows). */
const textPieces = (good: string, header: string) =>
  fc
    .tuple(
      fc.constantFrom(true, true, true, false),
      fc.array(PIECE(good, header), { minLength: 1, maxLength: 8 }),
    )
    .map(([withHeader, pieces]) => (withHeader ? [header, ...pieces] : pieces));

const PIECE = (good: string, header: string) =>
  fc.oneof(
    fc.constant(good),
    fc.constant(header),
    fc.constant(''),
    fc.constant('"unclosed,quote'),
    fc.constant('a"b"c,=HYPERLINK("x"),"y""z"'),
    fc.constant('only one cell'),
    fc.constant('a,b,c,d,e,f,g'),
    fc.constant('\u0000,nul,\u0000'),
    fc.constant('\uFEFF'),
    fc.constant('{"messages": [{"from": "Agent", "content": "hi", "stage": "Other"}'),
    fc.constant('{"messages": []}'),
    fc.constant('[1,2,3]'),
    fc.constant('null'),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 1, max: 40 }).map((kb) => 'x'.repeat(kb * 1024)),
  );

const fileOf = (pieces: string[], ending: string, encoding: 'utf8' | 'utf16le' | 'bom') => {
  const text = pieces.join(ending);
  if (encoding === 'utf16le') return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return Buffer.from(encoding === 'bom' ? `\uFEFF${text}` : text, 'utf8');
};
const anyFile = (good: string, header: string) =>
  fc.oneof(
    fc
      .tuple(
        textPieces(good, header),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.constantFrom('utf8' as const, 'utf16le' as const, 'bom' as const),
      )
      .map(([pieces, ending, encoding]) => fileOf(pieces, ending, encoding)),
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  );

describe(`fuzzed file uploads (${engine}, FUZZ_SEED=${SEED})`, () => {
  let test: TestApp;
  let tenant: Awaited<ReturnType<typeof signUpTenant>>;
  let api: string;
  let programId: number;
  let readData: () => Promise<Record<string, unknown>>;

  beforeAll(async () => {
    test = await startTestApp();
    tenant = await signUpTenant(test);
    api = `/${tenant.publicId}/api`;
    const program = await tenant.client.post(`${api}/programs`, { name: 'Fuzz files', channel: 'voice' });
    programId = (program.json() as { id: number }).id;
    readData = await dataFingerprint(test.db);
  });
  afterAll(() => test.close());

  /** The raw bytes, as a browser sends the file (the test client would decode them as text). */
  const importCsv = (file: Buffer, query = '?dryRun=true') => {
    const { cookies } = tenant.client;
    return test.app.inject({
      method: 'POST',
      url: `${api}/programs/${programId}/triples/import${query}`,
      headers: {
        'content-type': 'text/csv',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        [XSRF_HEADER]: cookies.get(XSRF_COOKIE) ?? '',
      },
      payload: file,
    });
  };

  /** Sends each file: never a 5xx; a refusal is a problem body and changes nothing. */
  const check = (
    files: fc.Arbitrary<Buffer>,
    send: (file: Buffer) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
  ) =>
    fc.assert(
      fc.asyncProperty(files, async (file) => {
        const before = await readData();
        const response = await send(file);
        const described = `file ${JSON.stringify(file.toString('latin1').slice(0, 300))}\nanswer ${response.statusCode}: ${response.body.slice(0, 300)}\nFUZZ_SEED=${SEED}`;
        if (response.statusCode >= 500) throw new Error(`A server error for\n${described}`);
        if (response.statusCode >= 400) {
          expect(String(response.headers['content-type']), described).toContain('application/problem+json');
          expect(await readData(), `a refused upload changed data:\n${described}`).toEqual(before);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

  it('never answers a triples CSV with a 5xx', { timeout: 120_000 }, async () => {
    await check(anyFile(GOOD_ROW, HEADER), (file) => importCsv(file));
  });

  it('never answers test-set JSON Lines with a 5xx', { timeout: 120_000 }, async () => {
    let n = 0;
    await check(anyFile(GOOD_LINE, GOOD_LINE), (file) =>
      tenant.client.post(`${api}/programs/${programId}/test-sets`, {
        name: `Fuzz ${n++}`,
        conversations: file.toString('utf8'),
      }),
    );
  });

  it('names the line and cell of a quote never closed in the middle of a CSV file, and stores nothing', async () => {
    for (const ending of ['\n', '\r\n']) {
      // Lines 2 and 3 are one row (a quoted line break); the quote opening the third cell of line 4 is never
      // closed, so the parser reads to the end of the file (line 6) before it gives up.
      const file = Buffer.from(
        [
          HEADER,
          '"Plan A","covers',
          'and more",dental',
          'Plan B,covers,"vision',
          GOOD_ROW,
          'Plan C,covers,hearing',
        ].join(ending),
      );
      for (const query of ['', '?dryRun=true']) {
        const before = await readData();
        const response = await importCsv(file, query);
        expect(response.statusCode, response.body).toBe(400);
        expect(String(response.headers['content-type'])).toContain('application/problem+json');
        const problem = response.json() as { detail: string; fieldErrors: unknown[] };
        const message = MESSAGES.csvUnreadable(4, MESSAGES.csvQuoteNotClosed, 3);
        expect(message).toContain('(line 4), column 3: ');
        expect(problem.detail).toBe(message);
        expect(problem.fieldErrors).toEqual([{ objectName: 'file', field: 'file', message }]);
        expect(await readData()).toEqual(before);
      }
    }
    const stored = (await tenant.client.get(`${api}/programs/${programId}/triples`)).json() as {
      subject: string;
    }[];
    expect(stored.map((triple) => triple.subject)).not.toContain('Plan B');
  });

  it('names the line and column of a broken JSON line in the middle of a test set, and stores nothing', async () => {
    // `{` 0, `"messages"` 1-10, `:` 11, ` ` 12, `[` 13, `{` 14, `"from"` 15-20, `:` 21, ` ` 22, `"Agent"` 23-29,
    // ` ` 30: the `"` of `"content"` at position 31 wants a comma before it, column 32.
    const broken = '{"messages": [{"from": "Agent" "content": "hi", "stage": "Warm Greet Intro"}]}';
    const before = await readData();
    const response = await tenant.client.post(`${api}/programs/${programId}/test-sets`, {
      name: 'Broken in the middle',
      conversations: [GOOD_LINE, '', broken, GOOD_LINE, GOOD_LINE].join('\n'),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
    const problem = response.json() as { detail: string; fieldErrors: unknown[] };
    expect(problem.detail).toBe('Line 3, column 32: not JSON.');
    expect(problem.fieldErrors).toEqual([
      { objectName: 'request', field: 'lines[3]', message: 'Line 3, column 32: not JSON.' },
    ]);
    expect(await readData()).toEqual(before);
    const sets = (await tenant.client.get(`${api}/programs/${programId}/test-sets`)).json() as {
      name: string;
    }[];
    expect(sets.map((set) => set.name)).not.toContain('Broken in the middle');
  });
});
