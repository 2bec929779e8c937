import type { ListSpec } from './list-query.js';
import type { ComplianceRule, StageModel } from './schemas/studio.js';
import { STAGE_COLORS, STAGE_LABELS } from './stages.js';

/*
 * Plain values of Studio (limits, enums, list spec, colour measures, the default stage model), kept apart from the
 * zod schemas of `schemas/studio.ts`, which use them: pages that only show Studio data load no zod.
 */

// ---------------------------------------------------------------------------------------------------------------
// Knowledge graph: triples
// ---------------------------------------------------------------------------------------------------------------

export const TRIPLE_TEXT_MAX = 500;
export const TRIPLE_SOURCE_MAX = 200;

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

/** The columns of the CSV file: the first three are required, `source` is optional; any order. */
export const TRIPLE_CSV_COLUMNS = ['subject', 'predicate', 'object', 'source'] as const;
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

/**
 * A few example phrases per default stage, until the engine's default corpus is written. The engine learns
 * from its corpus plus these; a tenant adds, removes and edits them per program.
 */
export const DEFAULT_STAGE_EXAMPLES: Record<(typeof STAGE_LABELS)[number], readonly string[]> = {
  'Not in Anchor': ['okay', 'mm-hm', 'one second please', 'can you hear me?', 'please hold'],
  'Warm Greet Intro': [
    'Thank you for calling, my name is Sam, how can I help you today?',
    'Just so you know, this call is on a recorded line.',
    'May I have your name please?',
    'Hi, this is Maria.',
  ],
  'Agent Qualify': [
    'May I have your date of birth?',
    'What is your zip code?',
    'Do you have both Medicare Part A and Part B?',
    'Do you currently get Medicaid or Extra Help?',
    "I'm 67.",
  ],
  'Agent Discovery': [
    'Which doctors would you like to keep?',
    'What prescriptions are you taking right now?',
    'Which pharmacy do you use?',
    'What matters most to you in a plan?',
  ],
  'Agent Recommend': [
    'Based on what you told me, the Silver Advantage plan has a $0 monthly premium.',
    'Your primary care copay would be $5 and the specialist copay $35.',
    'The maximum out-of-pocket on this plan is $3,900.',
    'Would you like to go ahead and enroll today?',
  ],
  'Sincere Goodbye': [
    'Thank you so much for your time today.',
    'You will receive your ID card in the mail within two weeks.',
    'Have a wonderful day, goodbye.',
  ],
  'Medicare Advantage Inquiry': [
    "I'm calling about a Medicare Advantage plan.",
    'I saw a TV ad about plans with dental and vision.',
    'Are there plans with a $0 premium?',
    'I got a mailer about extra benefits.',
  ],
  'Medicare Plan Change': [
    'I want to switch my Medicare plan.',
    'My doctor is leaving my network.',
    "I'm moving to a new state and need a new plan.",
    "I'm not happy with my current plan.",
  ],
  'Dental Insurance Inquiry': [
    "I'm looking for dental insurance.",
    'Does the plan cover dentures or implants?',
    'Is there a waiting period for crowns?',
  ],
  Other: [
    'I have a question about my bill.',
    'I need a replacement ID card.',
    'Can I speak to a supervisor?',
    'I want to update my address.',
  ],
};

/** The expected order of the default stages: the engine's sequence prior. */
export const DEFAULT_STAGE_ORDER: readonly string[] = [
  'Warm Greet Intro',
  'Medicare Advantage Inquiry',
  'Medicare Plan Change',
  'Dental Insurance Inquiry',
  'Agent Qualify',
  'Agent Discovery',
  'Agent Recommend',
  'Sincere Goodbye',
];

/** The default compliance rules: qualify before recommending; the recorded-line notice in the greeting. */
export const DEFAULT_COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: 'qualify-before-recommend',
    kind: 'before',
    severity: 'warning',
    stage: 'Agent Qualify',
    // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text, never a function).
    then: 'Agent Recommend',
  },
  {
    id: 'recorded-line-notice',
    kind: 'phrase',
    severity: 'critical',
    stage: 'Warm Greet Intro',
    speaker: 'Agent',
    phrases: ['recorded line', 'this call is recorded', 'this call may be recorded'],
  },
];

/**
 * The model of a program that was never saved (version 0): the spec's ten stages with their colours and
 * examples, the default order and rules, the built-in assist provider, and `Agent` mode for agent-only programs.
 */
export const defaultStageModel = (agentOnly: boolean): StageModel => ({
  version: 0,
  stages: STAGE_LABELS.map((label) => ({
    label,
    colour: STAGE_COLORS[label],
    enabled: true,
    examples: [...DEFAULT_STAGE_EXAMPLES[label]],
  })),
  order: [...DEFAULT_STAGE_ORDER],
  rules: DEFAULT_COMPLIANCE_RULES.map((rule) =>
    rule.kind === 'phrase' ? { ...rule, phrases: [...rule.phrases] } : { ...rule },
  ),
  assistProvider: 'parlance',
  defaultMode: agentOnly ? 'Agent' : 'Visitor',
  lastModifiedBy: null,
  lastModifiedDate: null,
});
