/**
 * The triples import's thread: reads a CSV file (`readTriplesCsv`: parse and check every row) and computes each
 * row's key, away from the event loop. Answers each file with its rows in groups (`TRIPLE_IMPORT_GROUP`), each a
 * message of its own so that taking them in costs the event loop a little at a time, then `done`; or with the
 * file's problem (the 400 the import answers) or an error. Files sent together are read side by side.
 */
import { parentPort } from 'node:worker_threads';
import { HttpProblem } from '../../lib/problem.js';
import { tripleKeyHash } from './triple.repository.js';
import { readTriplesCsv } from './triple-csv.js';
import type { ImportReply, KeyedTripleFields } from './triple-import.js';
import { TRIPLE_IMPORT_GROUP } from './triple-import.js';

const reply = (message: ImportReply) => parentPort?.postMessage(message);

parentPort?.on('message', async ({ id, file }: { id: number; file: Uint8Array }) => {
  try {
    const rows = await readTriplesCsv(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    for (let start = 0; start < rows.length; start += TRIPLE_IMPORT_GROUP) {
      const group: KeyedTripleFields[] = rows
        .slice(start, start + TRIPLE_IMPORT_GROUP)
        .map((row) => ({ ...row, keyHash: tripleKeyHash(row) }));
      reply({ id, rows: group });
    }
    reply({ id, done: rows.length });
  } catch (error) {
    if (error instanceof HttpProblem) {
      const { status, title, detail, errorKey, fieldErrors, headers } = error;
      reply({ id, problem: { status, title, detail, errorKey, fieldErrors, headers } });
    } else {
      reply({ id, error: String((error as Error)?.message ?? error) });
    }
  }
});
