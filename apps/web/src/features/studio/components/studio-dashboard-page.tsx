import { formatUtcDate, PAGE_HEADERS, TRIPLE_LIST_SPEC } from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AdminError, AdminPage, RowAction, RowActions } from '../../../components/admin-page';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../../lib/lazy-component';
import { useScopedTableState } from '../../../lib/scoped-table-state';
import { useList } from '../../../lib/use-list';
import {
  deleteTriple,
  exportTriplesUrl,
  getTripleStats,
  TRIPLES_PATH,
  triplesQueryKey,
} from '../api/triples';
import type { Triple } from '../model';
import { NoProgram, ProgramPicker, useProgramChoice } from './program-picker';
import { preloadGraph, TripleGraphPanel } from './triple-graph';
import '../studio.css';

// The form (zod, react-hook-form), the import and the delete confirmation are dialogs: each comes in its own chunk
// when first opened, fetched ahead when the pointer or the focus reaches the button that opens it.
const TripleForm = lazyNamed(() => import('./triple-form'), 'TripleForm');
const TripleImport = lazyNamed(() => import('./triple-import'), 'TripleImport');
const DeleteConfirm = lazyNamed(() => import('../../../components/delete-confirm'), 'DeleteConfirm');

const loadingDialog = (
  <p className="visually-hidden" role="status">
    Loading the dialog…
  </p>
);

const COLUMNS: ResourceColumn<Triple>[] = [
  { field: 'subject', header: 'Subject', sortable: true, filter: { kind: 'text' } },
  { field: 'predicate', header: 'Predicate', sortable: true, filter: { kind: 'text' } },
  { field: 'object', header: 'Object', sortable: true, filter: { kind: 'text' } },
  { field: 'source', header: 'Source', sortable: true, filter: { kind: 'text' } },
  {
    field: 'createdDate',
    header: 'Created',
    sortable: true,
    filter: { kind: 'date' },
    body: (triple) => formatUtcDate(triple.createdDate),
  },
];

/** The table's URL parameters sit under this prefix, next to `program`. */
const TABLE_SCOPE = 'triples';

const tripleName = (triple: Triple) => `${triple.subject} ${triple.predicate} ${triple.object}`;

/**
 * /{tenantPublicId}/studio/dashboard (p-view_xlm_triples_ui): a program's knowledge graph. The program picker and
 * the triples table keep their state in the URL; counts above the table; create, edit and delete, CSV import
 * (checked before anything is stored) and export for holders of p-update_knowledge_graphs; and a graph view of a
 * subject's neighbourhood whose nodes filter the table.
 */
export const StudioDashboardPage = () => {
  const { tenantPublicId = '' } = useParams();
  const { programs, program, choose } = useProgramChoice(tenantPublicId);
  return (
    <AdminPage {...PAGE_HEADERS['studio/dashboard']}>
      <ProgramPicker programs={programs.data ?? []} value={program} onChange={choose} />
      {program ? (
        <KnowledgeGraph
          key={program.id}
          tenantPublicId={tenantPublicId}
          programId={program.id}
          programName={program.name}
        />
      ) : (
        <NoProgram error={programs.error} loading={programs.isPending} />
      )}
    </AdminPage>
  );
};

interface KnowledgeGraphProps {
  tenantPublicId: string;
  programId: number;
  programName: string;
}

const KnowledgeGraph = ({ tenantPublicId, programId, programName }: KnowledgeGraphProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const { state, setState } = useScopedTableState(TRIPLE_LIST_SPEC, TABLE_SCOPE);
  const queryKey = triplesQueryKey(tenantPublicId, programId);
  const list = useList(queryKey, TRIPLES_PATH, { tenantPublicId, programId }, state);
  const stats = useQuery({
    queryKey: [...queryKey, 'stats'],
    queryFn: ({ signal }) => getTripleStats(tenantPublicId, programId, signal),
  });
  const [editing, setEditing] = useState<{ triple: Triple | null } | null>(null);
  const [deleting, setDeleting] = useState<Triple | null>(null);
  const [importing, setImporting] = useState(false);
  const [graphSubject, setGraphSubject] = useState<string | null>(null);

  const mayChange = mayCall('POST /:tenantPublicId/api/programs/:programId/triples');
  const mayImport = mayCall('POST /:tenantPublicId/api/programs/:programId/triples/import');
  const mayExport = mayCall('GET /:tenantPublicId/api/programs/:programId/triples/export');

  const openGraph = (subject?: string) => {
    const filtered = state.filters.subject?.value;
    setGraphSubject(
      subject ?? (typeof filtered === 'string' ? filtered : (list.data?.rows[0]?.subject ?? '')),
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteTriple(tenantPublicId, programId, deleting.id);
    toast.showSuccess('Triple', 'deleted');
    await queryClient.invalidateQueries({ queryKey });
  };

  const actions = (triple: Triple) => (
    <RowActions>
      <RowAction
        icon="pi-share-alt"
        label="Graph"
        name={tripleName(triple)}
        onClick={() => openGraph(triple.subject)}
      />
      {mayChange ? (
        <>
          <RowAction
            icon="pi-pencil"
            label="Edit"
            name={tripleName(triple)}
            onClick={() => setEditing({ triple })}
            onPreload={TripleForm.preload}
          />
          <RowAction
            icon="pi-trash"
            label="Delete"
            name={tripleName(triple)}
            danger
            onClick={() => setDeleting(triple)}
            onPreload={DeleteConfirm.preload}
          />
        </>
      ) : null}
    </RowActions>
  );

  return (
    <>
      <dl className="studio-stats" aria-label="Counts" data-testid="triple-stats">
        {(
          [
            ['Triples', stats.data?.triples],
            ['Subjects', stats.data?.subjects],
            ['Predicates', stats.data?.predicates],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="studio-stats__item">
            <dt>{label}</dt>
            <dd data-testid={`stat-${label.toLowerCase()}`}>
              {value === undefined ? '…' : value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <AdminError error={stats.error} testId="stats-error" />
      <div className="studio-toolbar">
        {mayChange ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label="New triple"
            onPointerEnter={TripleForm.preload}
            onFocus={TripleForm.preload}
            onClick={() => setEditing({ triple: null })}
          />
        ) : null}
        {mayImport ? (
          <Button
            type="button"
            icon="pi pi-upload"
            label="Import CSV"
            outlined
            onPointerEnter={TripleImport.preload}
            onFocus={TripleImport.preload}
            onClick={() => setImporting(true)}
          />
        ) : null}
        {mayExport ? (
          <a
            className="p-button p-button-outlined studio-toolbar__link"
            href={exportTriplesUrl(tenantPublicId, programId)}
            download={`triples-${programId}.csv`}
          >
            <i className="pi pi-download" aria-hidden="true" />
            <span>Export CSV</span>
          </a>
        ) : null}
        <Button
          type="button"
          icon="pi pi-share-alt"
          label="Open graph"
          outlined
          aria-expanded={graphSubject !== null}
          onPointerEnter={preloadGraph}
          onFocus={preloadGraph}
          onClick={() => (graphSubject === null ? openGraph() : setGraphSubject(null))}
        />
      </div>
      {graphSubject !== null ? (
        <TripleGraphPanel
          key={graphSubject}
          tenantPublicId={tenantPublicId}
          programId={programId}
          initialSubject={graphSubject}
          onFilter={(field, text) => setState({ filters: { [field]: { value: text, matchMode: 'equals' } } })}
          onClose={() => setGraphSubject(null)}
        />
      ) : null}
      <ResourceTable<Triple>
        label="Triples"
        columns={COLUMNS}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage="No triples found."
        actions={actions}
      />
      <AdminError error={list.error} testId="triples-error" />
      {editing ? (
        <Suspense fallback={loadingDialog}>
          <TripleForm
            tenantPublicId={tenantPublicId}
            programId={programId}
            triple={editing.triple}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={loadingDialog}>
          <TripleImport
            tenantPublicId={tenantPublicId}
            programId={programId}
            programName={programName}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      ) : null}
      <LazyDialog shown={deleting !== null} fallback={loadingDialog}>
        <DeleteConfirm
          visible={deleting !== null}
          header="Delete the triple?"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting ? tripleName(deleting) : ''}</strong> will be deleted. This cannot be undone.
          </p>
        </DeleteConfirm>
      </LazyDialog>
    </>
  );
};
