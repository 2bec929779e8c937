import type { ListSpec } from './list-query.js';

/*
 * Plain values of Studio (limits, enums, list spec, colour measures), kept apart from the zod schemas of
 * `schemas/studio.ts`, which use them: pages that only show Studio data load no zod. The default stage model,
 * typed by those schemas, is in `studio-defaults.ts`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Knowledge graph: triples
// ---------------------------------------------------------------------------------------------------------------

export const TRIPLE_TEXT_MAX = 500;
export const TRIPLE_SOURCE_MAX = 200;
/**
 * What a designer teaches the knowledge retriever about a triple: aliases (other names of its subject) and example
 * questions (as a caller asks for it). Each text 1 to 200 characters, none twice (regardless of case), at most 20
 * of each a triple; no `|`, which separates them in a CSV cell.
 */
export const TRIPLE_TEACH_TEXT_MAX = 200;
export const TRIPLE_TEACH_MAX = 20;
export const TRIPLE_CSV_LIST_SEPARATOR = '|';

export const TRIPLE_LIST_SPEC: ListSpec = {
  sortable: ['subject', 'predicate', 'object', 'source', 'createdDate'],
  filters: {
    subject: 'text',
    predicate: 'text',
    object: 'text',
    source: 'text',
    createdDate: 'date',
  },
  defaultSort: { field: 'subject', order: 1 },
};

/** The key that makes a triple unique in its program: subject, predicate and object regardless of case. */
export const tripleKey = (triple: { subject: string; predicate: string; object: string }): string =>
  [triple.subject, triple.predicate, triple.object].map((text) => text.trim().toLowerCase()).join('\u0000');

// CSV import and export.

/**
 * The columns of the CSV file: the first three are required; `source`, `aliases` and `questions` are optional (an
 * older file has none of the last two); any order. `aliases` and `questions` hold texts separated by `|`.
 */
export const TRIPLE_CSV_COLUMNS = [
  'subject',
  'predicate',
  'object',
  'source',
  'aliases',
  'questions',
] as const;
export const TRIPLE_CSV_REQUIRED_COLUMNS = ['subject', 'predicate', 'object'] as const;
export const TRIPLE_IMPORT_MAX_ROWS = 50_000;
export const TRIPLE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A dry run answers this many of the file's rows as a preview. */
export const TRIPLE_IMPORT_PREVIEW_ROWS = 20;

/**
 * Spreadsheets run a cell starting with `=`, `+`, `-` or `@` as a formula, so the export puts an apostrophe in
 * front of such a cell (and of one that already starts with apostrophes before such a character); the import takes
 * one apostrophe away again, so that an exported file imports back unchanged.
 */
const FORMULA_START = /^'*[=+\-@]/;
const GUARDED_FORMULA_START = /^'+[=+\-@]/;
export const guardCsvCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardCsvCell = (text: string): string =>
  GUARDED_FORMULA_START.test(text) ? text.slice(1) : text;

// Graph view.

export const TRIPLE_GRAPH_MAX_NODES = 500;

// ---------------------------------------------------------------------------------------------------------------
// Colours and chart palette
// ---------------------------------------------------------------------------------------------------------------

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** WCAG's minimum contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance of a `#rrggbb` colour. */
export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** WCAG contrast ratio of white text on a `#rrggbb` background (1 to 21). */
export const contrastWithWhite = (hex: string): number => 1.05 / (relativeLuminance(hex) + 0.05);
export const hasWhiteTextContrast = (hex: string): boolean => contrastWithWhite(hex) >= MIN_TEXT_CONTRAST;

export const CHART_PALETTE_SIZE = 10;

// ---------------------------------------------------------------------------------------------------------------
// Stage model
// ---------------------------------------------------------------------------------------------------------------

export const STAGE_LABEL_MAX = 40;
export const STAGE_MODEL_MAX_STAGES = 30;
export const STAGE_EXAMPLES_MAX = 500;
export const STAGE_EXAMPLE_MAX_LENGTH = 300;
export const STAGE_RULES_MAX = 200;
export const RULE_ID_MAX = 40;
export const RULE_PHRASES_MAX = 50;
/** The body limit of `PUT …/stage-model`: 30 stages of 500 examples of 300 characters, with room for JSON. */
export const STAGE_MODEL_MAX_BODY_BYTES = 10 * 1024 * 1024;

export const ASSIST_PROVIDERS = ['parlance'] as const;
export type AssistProvider = (typeof ASSIST_PROVIDERS)[number];
export const SIMULATOR_MODES = ['Visitor', 'Agent'] as const;
export type SimulatorMode = (typeof SIMULATOR_MODES)[number];
export const RULE_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];
export const RULE_KINDS = ['before', 'phrase'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const SPEAKERS = ['Agent', 'Visitor'] as const;
export type Speaker = (typeof SPEAKERS)[number];

/** Drops repeated texts (regardless of case), keeping the first. */
export const uniqueTexts = (texts: readonly string[]): string[] => {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** Whether a simulator mode is allowed for a program: an agent-only program must default to `Agent`. */
export const modeAllowed = (mode: SimulatorMode, agentOnly: boolean): boolean =>
  !agentOnly || mode === 'Agent';
