import { api, fillPath } from '../../../lib/api';
import type { TripleFields as TripleInput } from '../model';

/** /{t}/api/programs/{programId}/triples: the list (through `useList`), and every call on one triple. */
export const TRIPLES_PATH = '/{tenantPublicId}/api/programs/{programId}/triples';
const TRIPLE_PATH = '/{tenantPublicId}/api/programs/{programId}/triples/{id}';

/** Every cached answer about a program's triples (pages, counts, graphs) starts with this key. */
export const triplesQueryKey = (tenantPublicId: string, programId: number) =>
  ['triples', tenantPublicId, programId] as const;

/** POST …/triples: 201 with the triple; the same triple twice (regardless of case) is a 400 with a field error. */
export const createTriple = async (tenantPublicId: string, programId: number, input: TripleInput) =>
  (await api.post(TRIPLES_PATH, { tenantPublicId, programId }, input)).data;

/** PUT …/triples/{id}: replaces the four texts. */
export const updateTriple = async (
  tenantPublicId: string,
  programId: number,
  id: number,
  input: TripleInput,
) => (await api.put(TRIPLE_PATH, { tenantPublicId, programId, id }, input)).data;

/** DELETE …/triples/{id}. */
export const deleteTriple = async (tenantPublicId: string, programId: number, id: number) => {
  await api.delete(TRIPLE_PATH, { tenantPublicId, programId, id });
};

/** GET …/triples/stats: how many triples, distinct subjects and distinct predicates. */
export const getTripleStats = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (
    await api.get(
      '/{tenantPublicId}/api/programs/{programId}/triples/stats',
      { tenantPublicId, programId },
      { signal },
    )
  ).data;

/** GET …/triples/graph: a subject's neighbourhood (at most 500 nodes; `truncated` says when more were left out). */
export const getTripleGraph = async (
  tenantPublicId: string,
  programId: number,
  subject: string,
  depth: 1 | 2,
  signal?: AbortSignal,
) =>
  (
    await api.get(
      '/{tenantPublicId}/api/programs/{programId}/triples/graph',
      { tenantPublicId, programId },
      { params: { subject, depth }, signal },
    )
  ).data;

/**
 * POST …/triples/import with the CSV as it is (`text/csv`). With `dryRun` nothing is stored and the answer carries
 * a preview of the first rows; either way a bad row is a 400 with `rows[N].field` errors, and a file over 10 MB
 * a 413.
 */
export const importTriples = async (
  tenantPublicId: string,
  programId: number,
  csv: string,
  { dryRun }: { dryRun: boolean },
) =>
  (
    await api.postText(
      '/{tenantPublicId}/api/programs/{programId}/triples/import',
      { tenantPublicId, programId },
      'text/csv',
      csv,
      { params: dryRun ? { dryRun: true } : undefined },
    )
  ).data;

/** GET …/triples/export answers the whole graph as CSV; the page links to it as a download. */
export const exportTriplesUrl = (tenantPublicId: string, programId: number) =>
  fillPath('/{tenantPublicId}/api/programs/{programId}/triples/export', { tenantPublicId, programId });
