import type { FieldError, TripleFields } from '@parlance/shared';
import { createJobThread } from '../../lib/job-thread.js';
import { HttpProblem } from '../../lib/problem.js';
import { threadEntry } from '../../lib/thread-entry.js';
import { tripleKeyHash } from './triple.repository.js';
import { readTriplesCsv, yieldToEventLoop } from './triple-csv.js';

/** A row of the file as checked, with its key (`tripleKeyHash`). */
export type KeyedTripleFields = TripleFields & { keyHash: string };

/** Rows the import's thread sends in one message. */
export const TRIPLE_IMPORT_GROUP = 2_000;

/** What the thread answers about file `id`: a group of its rows, the end (the rows' count), or a problem. */
export type ImportReply =
  | { id: number; rows: KeyedTripleFields[]; done?: undefined; problem?: undefined; error?: undefined }
  | { id: number; done: number; rows?: undefined; problem?: undefined; error?: undefined }
  | {
      id: number;
      problem: {
        status: number;
        title: string;
        detail: string;
        errorKey?: string;
        fieldErrors?: FieldError[];
        headers: Record<string, string>;
      };
      rows?: undefined;
      done?: undefined;
      error?: undefined;
    }
  | { id: number; error: string; rows?: undefined; done?: undefined; problem?: undefined };

// The import's thread (`lib/thread-entry.ts`: built or from source).
const workerUrl = () => threadEntry(import.meta.url, 'triple-import.worker');

/** A thread idle this long is stopped (imports are seldom); starting one takes tens of milliseconds built. */
const IDLE_MS = 10_000;

/** Reads a file on the event loop, in groups with turns between them: what runs when the thread cannot. */
const readInline = async (file: Buffer): Promise<KeyedTripleFields[]> => {
  const rows = await readTriplesCsv(file);
  const keyed: KeyedTripleFields[] = [];
  for (const row of rows) {
    if (keyed.length > 0 && keyed.length % TRIPLE_IMPORT_GROUP === 0) await yieldToEventLoop();
    keyed.push({ ...row, keyHash: tripleKeyHash(row) });
  }
  return keyed;
};

/** Reads triples CSV files away from the event loop. */
export interface TripleFileReader {
  /**
   * The file's rows as `readTriplesCsv` checks them, each with its key; rejects with the same 400 problem (its
   * header, file or row errors) when the file is refused.
   */
  read(file: Buffer): Promise<KeyedTripleFields[]>;
  /** Files read so far on the thread and, once it has failed, on the event loop. */
  finished(): { onThread: number; inline: number };
  close(): Promise<void>;
}

/**
 * A worker thread that reads one file at a time, started at an import and stopped when idle; it holds the process
 * open only while a file is pending. Should the thread fail, its pending files and the later ones are read on the
 * event loop instead (with turns between groups of rows), so that imports keep working.
 */
export const createTripleFileReader = (): TripleFileReader => {
  const thread = createJobThread<Buffer, KeyedTripleFields[], ImportReply, KeyedTripleFields[]>({
    entry: workerUrl,
    idleMs: IDLE_MS,
    message: (id, file) => ({ id, file }),
    state: () => [],
    receive(reply, rows) {
      if (reply.rows) {
        for (const row of reply.rows) rows.push(row);
        return undefined;
      }
      if (reply.done !== undefined) return { result: rows };
      if (reply.problem) {
        const { status, title, detail, errorKey, fieldErrors, headers } = reply.problem;
        return { error: new HttpProblem(status, title, detail, errorKey, fieldErrors, headers) };
      }
      return { error: new Error(reply.error ?? 'the triples file could not be read') };
    },
    inline: readInline,
    closedMessage: 'the triples file reader was closed',
  });
  return { read: thread.run, finished: thread.finished, close: thread.close };
};
