import { strictApiClient } from '../../../lib/api-client';
import type {
  TripleImportResult as ImportResult,
  Triple,
  TripleGraph,
  TripleFields as TripleInput,
  TripleStats,
} from '../model';

/** /{t}/api/programs/{programId}/triples: the list (through `useList`), and every call on one triple. */
export const triplesUrl = (tenantPublicId: string, programId: number) =>
  `/${tenantPublicId}/api/programs/${programId}/triples`;

/** Every cached answer about a program's triples (pages, counts, graphs) starts with this key. */
export const triplesQueryKey = (tenantPublicId: string, programId: number) =>
  ['triples', tenantPublicId, programId] as const;

/** POST …/triples: 201 with the triple; the same triple twice (regardless of case) is a 400 with a field error. */
export const createTriple = async (tenantPublicId: string, programId: number, input: TripleInput) =>
  (await strictApiClient.post<Triple>(triplesUrl(tenantPublicId, programId), input)).data;

/** PUT …/triples/{id}: replaces the four texts. */
export const updateTriple = async (
  tenantPublicId: string,
  programId: number,
  id: number,
  input: TripleInput,
) => (await strictApiClient.put<Triple>(`${triplesUrl(tenantPublicId, programId)}/${id}`, input)).data;

/** DELETE …/triples/{id}. */
export const deleteTriple = async (tenantPublicId: string, programId: number, id: number) => {
  await strictApiClient.delete(`${triplesUrl(tenantPublicId, programId)}/${id}`);
};

/** GET …/triples/stats: how many triples, distinct subjects and distinct predicates. */
export const getTripleStats = async (tenantPublicId: string, programId: number, signal?: AbortSignal) =>
  (await strictApiClient.get<TripleStats>(`${triplesUrl(tenantPublicId, programId)}/stats`, { signal })).data;

/** GET …/triples/graph: a subject's neighbourhood (at most 500 nodes; `truncated` says when more were left out). */
export const getTripleGraph = async (
  tenantPublicId: string,
  programId: number,
  subject: string,
  depth: 1 | 2,
  signal?: AbortSignal,
) =>
  (
    await strictApiClient.get<TripleGraph>(`${triplesUrl(tenantPublicId, programId)}/graph`, {
      params: { subject, depth },
      signal,
    })
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
    await strictApiClient.post<ImportResult>(`${triplesUrl(tenantPublicId, programId)}/import`, csv, {
      headers: { 'Content-Type': 'text/csv' },
      params: dryRun ? { dryRun: true } : undefined,
    })
  ).data;

/** GET …/triples/export answers the whole graph as CSV; the page links to it as a download. */
export const exportTriplesUrl = (tenantPublicId: string, programId: number) =>
  `${triplesUrl(tenantPublicId, programId)}/export`;
