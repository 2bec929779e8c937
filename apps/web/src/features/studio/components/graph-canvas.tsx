import cytoscape from 'cytoscape';
import { useEffect, useRef } from 'react';
import type { TripleGraph } from '../model';

export interface GraphCanvasProps {
  graph: TripleGraph;
  /** The node the graph was drawn around, put in the middle. */
  rootId: string | undefined;
  /** A node was clicked or tapped. */
  onSelect: (nodeId: string) => void;
}

/** Hops from the root over edges either way (the rings of the concentric layout); unreachable nodes go outside. */
const distances = (graph: TripleGraph, rootId: string | undefined) => {
  const neighbours = new Map<string, string[]>();
  for (const edge of graph.edges) {
    neighbours.set(edge.source, [...(neighbours.get(edge.source) ?? []), edge.target]);
    neighbours.set(edge.target, [...(neighbours.get(edge.target) ?? []), edge.source]);
  }
  const hops = new Map<string, number>();
  if (rootId) hops.set(rootId, 0);
  const queue = rootId ? [rootId] : [];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const next of neighbours.get(id) ?? []) {
      if (!hops.has(next)) {
        hops.set(next, (hops.get(id) ?? 0) + 1);
        queue.push(next);
      }
    }
  }
  return hops;
};

/**
 * The graph drawn by cytoscape.js. This module is the only one importing the library, and the page loads it
 * lazily when the graph is opened, so the library sits in its own chunk. The canvas is a picture for pointer
 * users; the panel around it lists the same nodes as buttons for keyboards and screen readers.
 */
export const GraphCanvas = ({ graph, rootId, onSelect }: GraphCanvasProps) => {
  const container = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!container.current) return undefined;
    const hops = distances(graph, rootId);
    const far = Math.max(0, ...hops.values()) + 1;
    const cy = cytoscape({
      container: container.current,
      elements: [
        ...graph.nodes.map((node) => ({
          data: { id: node.id, label: node.label, ring: far - (hops.get(node.id) ?? far) },
          classes: node.id === rootId ? 'root' : '',
        })),
        ...graph.edges.map((edge) => ({
          data: { id: `e${edge.id}`, source: edge.source, target: edge.target, label: edge.label },
        })),
      ],
      style: [
        {
          selector: 'node',
          style: {
            'background-color': '#1d5fa8',
            label: 'data(label)',
            color: '#1f2937',
            'font-size': 11,
            'text-valign': 'bottom',
            'text-margin-y': 4,
            'text-wrap': 'ellipsis',
            'text-max-width': '140px',
            width: 18,
            height: 18,
          },
        },
        { selector: 'node.root', style: { 'background-color': '#a8460f', width: 26, height: 26 } },
        {
          selector: 'edge',
          style: {
            width: 1.5,
            'line-color': '#9ca3af',
            'target-arrow-color': '#9ca3af',
            'target-arrow-shape': 'triangle',
            'curve-style': 'bezier',
            label: 'data(label)',
            'font-size': 9,
            color: '#4b5563',
            'text-rotation': 'autorotate',
            'text-background-color': '#ffffff',
            'text-background-opacity': 0.8,
          },
        },
      ],
      layout: {
        name: 'concentric',
        concentric: (node: cytoscape.NodeSingular) => node.data('ring') as number,
        levelWidth: () => 1,
        minNodeSpacing: 24,
        animate: false,
        padding: 30,
      },
      // A small graph is not blown up to fill the box.
      maxZoom: 1.3,
      minZoom: 0.1,
      wheelSensitivity: 0.3,
    });
    cy.on('tap', 'node', (event) => select.current(event.target.id() as string));
    // A node under the pointer shows that a click on it does something.
    const box = container.current;
    cy.on('mouseover', 'node', () => {
      box.style.cursor = 'pointer';
    });
    cy.on('mouseout', 'node', () => {
      box.style.cursor = '';
    });
    // cytoscape keeps where its box is on the page and refreshes that on scrolls and resizes only; the page can
    // move the box otherwise (a panel opening above it, a scroll bar appearing), and a click would then land
    // beside the node it was aimed at. Entering the picture refreshes it first.
    const refresh = () => cy.resize();
    box.addEventListener('pointerenter', refresh);
    return () => {
      box.removeEventListener('pointerenter', refresh);
      cy.destroy();
    };
  }, [graph, rootId]);

  return (
    <div ref={container} className="studio-graph__canvas" data-testid="graph-canvas" aria-hidden="true" />
  );
};
