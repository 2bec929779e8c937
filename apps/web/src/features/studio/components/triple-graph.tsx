import { TRIPLE_GRAPH_MAX_NODES } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Suspense, useState } from 'react';
import { AdminError } from '../../../components/admin-page';
import { lazyNamed } from '../../../lib/lazy-component';
import { getTripleGraph, triplesQueryKey } from '../api/triples';
import type { TripleGraph } from '../model';

// cytoscape.js comes with this module only, in its own chunk, when a graph is first shown or about to be.
const GraphCanvas = lazyNamed(() => import('./graph-canvas'), 'GraphCanvas');

/** Fetches the graph's drawing code ahead, on a sign that the graph is about to be opened. */
export const preloadGraph = GraphCanvas.preload;

export interface TripleGraphPanelProps {
  tenantPublicId: string;
  programId: number;
  /** The subject to start from (e.g. the subject filter of the table). */
  initialSubject: string;
  /** A node was chosen: filter the table by it, as a subject when it has outgoing edges, else as an object. */
  onFilter: (field: 'subject' | 'object', text: string) => void;
  onClose: () => void;
}

/** Whether a node has outgoing edges in the drawn graph (it is a subject there). */
const isSubject = (graph: TripleGraph, id: string) => graph.edges.some((edge) => edge.source === id);

/**
 * The neighbourhood of a subject, one or two hops away (up to 500 nodes). Clicking a node, on the picture or in
 * the list of nodes next to it, filters the triples table by that node.
 */
export const TripleGraphPanel = ({
  tenantPublicId,
  programId,
  initialSubject,
  onFilter,
  onClose,
}: TripleGraphPanelProps) => {
  const [draft, setDraft] = useState(initialSubject);
  const [depth, setDepth] = useState<1 | 2>(1);
  const [subject, setSubject] = useState(initialSubject.trim());
  const graph = useQuery({
    queryKey: [...triplesQueryKey(tenantPublicId, programId), 'graph', subject, depth],
    queryFn: ({ signal }) => getTripleGraph(tenantPublicId, programId, subject, depth, signal),
    enabled: subject !== '',
  });
  const root = graph.data?.nodes.find((node) => node.id === subject.toLowerCase())?.id;

  const choose = (id: string) => {
    const data = graph.data;
    const node = data?.nodes.find((n) => n.id === id);
    if (!data || !node) return;
    onFilter(isSubject(data, id) ? 'subject' : 'object', node.label);
  };

  return (
    <section className="studio-graph" aria-labelledby="graph-heading" data-testid="graph-panel">
      <div className="admin-section__header">
        <h2 id="graph-heading">Graph</h2>
        <Button type="button" label="Close graph" icon="pi pi-times" text onClick={onClose} />
      </div>
      <form
        className="studio-graph__form"
        onSubmit={(event) => {
          event.preventDefault();
          setSubject(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor="graph-subject" className="field__label">
            Subject
          </label>
          <InputText id="graph-subject" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="graph-depth" className="field__label">
            Depth
          </label>
          <select
            id="graph-depth"
            className="studio-select"
            value={depth}
            onChange={(event) => setDepth(Number(event.target.value) as 1 | 2)}
          >
            <option value={1}>1 hop</option>
            <option value={2}>2 hops</option>
          </select>
        </div>
        <Button type="submit" label="Show graph" icon="pi pi-share-alt" />
      </form>
      {subject === '' ? <p>Enter a subject to see its neighbourhood.</p> : null}
      <AdminError error={graph.error} testId="graph-error" />
      {graph.isFetching && !graph.data ? <p aria-live="polite">Loading the graph…</p> : null}
      {graph.data ? (
        graph.data.nodes.length === 0 ? (
          <p data-testid="graph-empty">No triples mention “{subject}”.</p>
        ) : (
          <>
            <p className="studio-graph__summary" aria-live="polite">
              {graph.data.nodes.length} nodes and {graph.data.edges.length} edges around “{subject}”.
              {graph.data.truncated ? ` Only the first ${TRIPLE_GRAPH_MAX_NODES} nodes are shown.` : ''}{' '}
              Choose a node to filter the triples by it.
            </p>
            <div className="studio-graph__body">
              {/* The placeholder has the picture's size, so that the node list beside it does not move. */}
              <Suspense
                fallback={
                  <div className="studio-graph__canvas studio-graph__canvas--loading" role="status">
                    Loading the picture…
                  </div>
                }
              >
                <GraphCanvas graph={graph.data} rootId={root} onSelect={choose} />
              </Suspense>
              <ul className="studio-graph__nodes" aria-label="Nodes">
                {graph.data.nodes.map((node) => (
                  <li key={node.id}>
                    <button
                      type="button"
                      className="studio-link-button"
                      aria-label={`Filter by ${node.label}`}
                      onClick={() => choose(node.id)}
                    >
                      {node.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )
      ) : null}
    </section>
  );
};
