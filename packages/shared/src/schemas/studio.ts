import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import {
  ASSIST_PROVIDERS,
  CHART_PALETTE_SIZE,
  HEX_COLOUR,
  hasWhiteTextContrast,
  RULE_ID_MAX,
  RULE_PHRASES_MAX,
  RULE_SEVERITIES,
  SIMULATOR_MODES,
  SPEAKERS,
  STAGE_EXAMPLE_MAX_LENGTH,
  STAGE_EXAMPLES_MAX,
  STAGE_LABEL_MAX,
  STAGE_MODEL_MAX_STAGES,
  STAGE_RULES_MAX,
  TRIPLE_CSV_LIST_SEPARATOR,
  TRIPLE_SOURCE_MAX,
  TRIPLE_TEACH_MAX,
  TRIPLE_TEACH_TEXT_MAX,
  TRIPLE_TEXT_MAX,
  uniqueTexts,
} from '../studio.js';
import { requiredText } from '../validation.js';

/*
 * Studio (DESIGN.md section 4): a program's knowledge graph (triples) and its stage model (stages, examples,
 * order, compliance rules). The engine, the assist frame and the simulator read what is made here. Limits, enums
 * and other plain values are in `../studio.ts`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Knowledge graph: triples
// ---------------------------------------------------------------------------------------------------------------

/**
 * A triple's aliases or example questions: each trimmed, 1 to 200 characters, without `|`, none twice (regardless
 * of case; the repeat is the one named); at most 20; absent or null is none.
 */
const teachingTexts = (what: 'alias' | 'question') =>
  z
    .array(
      requiredText(TRIPLE_TEACH_TEXT_MAX).refine(
        (text) => !text.includes(TRIPLE_CSV_LIST_SEPARATOR),
        `May not contain "${TRIPLE_CSV_LIST_SEPARATOR}".`,
      ),
    )
    .max(TRIPLE_TEACH_MAX, `At most ${TRIPLE_TEACH_MAX} ${what === 'alias' ? 'aliases' : 'questions'}.`)
    .superRefine((texts, context) => {
      const seen = new Set<string>();
      texts.forEach((text, index) => {
        const key = text.toLowerCase();
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [index], message: `This ${what} is given twice.` });
        seen.add(key);
      });
    })
    .nullish()
    .transform((texts) => texts ?? []);

/**
 * A triple as typed or imported: texts trimmed, 1 to 500 characters; `source` may be empty (at most 200);
 * optional `aliases` of its subject and example `questions`, which teach the knowledge retriever.
 */
export const tripleInputSchema = z.object({
  subject: requiredText(TRIPLE_TEXT_MAX),
  predicate: requiredText(TRIPLE_TEXT_MAX),
  object: requiredText(TRIPLE_TEXT_MAX),
  source: z
    .string()
    .trim()
    .max(TRIPLE_SOURCE_MAX, `At most ${TRIPLE_SOURCE_MAX} characters.`)
    .nullish()
    .transform((value) => value ?? ''),
  aliases: teachingTexts('alias'),
  questions: teachingTexts('question'),
});
export type TripleInput = z.input<typeof tripleInputSchema>;
export type TripleFields = z.output<typeof tripleInputSchema>;

/** Creating and changing a triple take the same fields; a change replaces all of them. */
export const tripleCreateSchema = tripleInputSchema;
export const tripleUpdateSchema = tripleInputSchema;

export const tripleSchema = z.object({
  id: z.number(),
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  source: z.string(),
  aliases: z.array(z.string()),
  questions: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
});
export type Triple = z.infer<typeof tripleSchema>;

/** `GET …/triples/stats`: the counts shown above the table. */
export const tripleStatsSchema = z.object({
  triples: z.number(),
  subjects: z.number(),
  predicates: z.number(),
});
export type TripleStats = z.infer<typeof tripleStatsSchema>;

/**
 * The answer to `POST …/triples/import` (`text/csv` body): how many triples were stored and how many rows were
 * skipped as duplicates (of stored triples or of earlier rows). With `?dryRun=true` nothing is stored, the counts
 * say what would happen, and `preview` holds the first rows as read. A bad file answers 400 with field errors
 * `rows[N].field` (N counted from 1 over data rows), `header` or `file`.
 */
export const tripleImportResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  preview: z
    .array(
      z.object({
        subject: z.string(),
        predicate: z.string(),
        object: z.string(),
        source: z.string(),
        aliases: z.array(z.string()),
        questions: z.array(z.string()),
      }),
    )
    .optional(),
});
export type TripleImportResult = z.infer<typeof tripleImportResultSchema>;

/** `GET …/triples/graph?subject=TEXT&depth=1|2`. */
export const tripleGraphQuerySchema = z.object({
  subject: requiredText(TRIPLE_TEXT_MAX),
  depth: z.coerce
    .number({ error: 'Depth is 1 or 2.' })
    .int('Depth is 1 or 2.')
    .min(1, 'Depth is 1 or 2.')
    .max(2, 'Depth is 1 or 2.')
    .default(1),
});
export type TripleGraphQuery = z.input<typeof tripleGraphQuerySchema>;

/**
 * The neighbourhood of a node: the triples where it is subject or object (depth 1), then one more hop (depth 2),
 * at most 500 nodes (`truncated` when some were left out). A node's `id` is its text lower-cased (texts that
 * differ only in case are one node), its `label` the text as first met; an edge's `id` is the triple's id.
 */
export const tripleGraphSchema = z.object({
  nodes: z.array(z.object({ id: z.string(), label: z.string() })),
  edges: z.array(z.object({ id: z.string(), source: z.string(), target: z.string(), label: z.string() })),
  truncated: z.boolean(),
});
export type TripleGraph = z.infer<typeof tripleGraphSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------------------------

/** A `#rrggbb` colour, answered lower-cased. */
export const hexColourSchema = z.string().trim().regex(HEX_COLOUR, MESSAGES.colourInvalid).toLowerCase();

// ---------------------------------------------------------------------------------------------------------------
// Chart palette
// ---------------------------------------------------------------------------------------------------------------

/**
 * `GET`/`PUT /{tenantPublicId}/api/chart-palette`: the tenant's ten chart colours. Chart colours sit next to
 * text rather than under it, so low contrast with white is a warning of the page (`hasWhiteTextContrast`), not
 * an error.
 */
export const chartPaletteSchema = z.object({
  colours: z
    .array(hexColourSchema)
    .length(CHART_PALETTE_SIZE, `The palette has exactly ${CHART_PALETTE_SIZE} colours.`),
});
export type ChartPaletteInput = z.input<typeof chartPaletteSchema>;
export type ChartPalette = z.output<typeof chartPaletteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Stage model
// ---------------------------------------------------------------------------------------------------------------

/** A stage colour: `#rrggbb` reaching 4.5:1 contrast with white text, since stage chips carry white labels. */
export const stageColourSchema = hexColourSchema.refine(hasWhiteTextContrast, MESSAGES.colourContrast);

export const stageSchema = z.object({
  label: requiredText(STAGE_LABEL_MAX),
  colour: stageColourSchema,
  enabled: z.boolean(),
  /** Trimmed, 1 to 300 characters each; repeats (regardless of case) are dropped; at most 500 remain. */
  examples: z
    .array(requiredText(STAGE_EXAMPLE_MAX_LENGTH))
    .transform(uniqueTexts)
    .pipe(z.array(z.string()).max(STAGE_EXAMPLES_MAX, `At most ${STAGE_EXAMPLES_MAX} examples a stage.`)),
});
export type StageInput = z.input<typeof stageSchema>;
export type Stage = z.output<typeof stageSchema>;

const ruleBase = {
  id: requiredText(RULE_ID_MAX),
  severity: z.enum(RULE_SEVERITIES, { error: 'Please choose info, warning or critical.' }),
  stage: requiredText(STAGE_LABEL_MAX),
};

/** `stage` must be reached before `then` (e.g. Agent Qualify before Agent Recommend). */
export const beforeRuleSchema = z.object({
  ...ruleBase,
  kind: z.literal('before'),
  // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text, never a function).
  then: requiredText(STAGE_LABEL_MAX),
});
/** In `stage`, the `speaker` must say one of `phrases` (e.g. the recorded-line notice in Warm Greet Intro). */
export const phraseRuleSchema = z.object({
  ...ruleBase,
  kind: z.literal('phrase'),
  speaker: z.enum(SPEAKERS, { error: 'Please choose Agent or Visitor.' }),
  phrases: z
    .array(requiredText(STAGE_EXAMPLE_MAX_LENGTH))
    .min(1, 'Give at least one phrase.')
    .max(RULE_PHRASES_MAX, `At most ${RULE_PHRASES_MAX} phrases.`)
    .transform(uniqueTexts),
});
export const complianceRuleSchema = z.discriminatedUnion('kind', [beforeRuleSchema, phraseRuleSchema], {
  error: 'A rule is of kind before or phrase.',
});
export type ComplianceRuleInput = z.input<typeof complianceRuleSchema>;
export type ComplianceRule = z.output<typeof complianceRuleSchema>;
export type BeforeRule = z.output<typeof beforeRuleSchema>;
export type PhraseRule = z.output<typeof phraseRuleSchema>;

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `PUT …/programs/{programId}/stage-model`. `version` is the version the editor started from (0 for a program
 * whose model was never saved); a save with any other version than the stored one answers 409. Labels are unique
 * in the model regardless of case; `order` lists enabled stages, each once (it need not list all of them: Not in
 * Anchor and Other may appear anywhere); every stage a rule names must be a stage of the model, and a `before`
 * rule names two different stages; rule ids are unique. An agent-only program's `defaultMode` must be `Agent`
 * (checked by the server, which knows the program; `modeAllowed` lets the page do the same).
 */
export const stageModelSchema = z
  .object({
    version: z.number({ error: 'A whole number is expected.' }).int().min(0),
    stages: z
      .array(stageSchema)
      .min(1, 'Keep at least one stage.')
      .max(STAGE_MODEL_MAX_STAGES, `At most ${STAGE_MODEL_MAX_STAGES} stages.`),
    order: z.array(requiredText(STAGE_LABEL_MAX)).max(STAGE_MODEL_MAX_STAGES),
    rules: z.array(complianceRuleSchema).max(STAGE_RULES_MAX, `At most ${STAGE_RULES_MAX} rules.`),
    assistProvider: z.enum(ASSIST_PROVIDERS, { error: 'Unknown assist provider.' }),
    defaultMode: z.enum(SIMULATOR_MODES, { error: 'Please choose Visitor or Agent.' }),
  })
  .superRefine((model, ctx) => {
    const find = (label: string) => model.stages.find((stage) => sameLabel(stage.label, label));
    model.stages.forEach((stage, i) => {
      if (model.stages.findIndex((other) => sameLabel(other.label, stage.label)) < i) {
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'label'], message: MESSAGES.stageLabelTaken });
      }
    });
    model.order.forEach((label, i) => {
      const stage = find(label);
      const path = ['order', i];
      if (!stage) ctx.addIssue({ code: 'custom', path, message: MESSAGES.stageUnknown(label) });
      else if (!stage.enabled) ctx.addIssue({ code: 'custom', path, message: MESSAGES.stageDisabled(label) });
      else if (model.order.findIndex((other) => sameLabel(other, label)) < i) {
        ctx.addIssue({ code: 'custom', path, message: MESSAGES.stageRepeated(label) });
      }
    });
    model.rules.forEach((rule, i) => {
      if (model.rules.findIndex((other) => other.id === rule.id) < i) {
        ctx.addIssue({ code: 'custom', path: ['rules', i, 'id'], message: MESSAGES.ruleIdTaken });
      }
      if (!find(rule.stage)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rules', i, 'stage'],
          message: MESSAGES.stageUnknown(rule.stage),
        });
      }
      if (rule.kind === 'before') {
        if (!find(rule.then)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rules', i, 'then'],
            message: MESSAGES.stageUnknown(rule.then),
          });
        } else if (sameLabel(rule.stage, rule.then)) {
          ctx.addIssue({ code: 'custom', path: ['rules', i, 'then'], message: MESSAGES.ruleSameStage });
        }
      }
    });
  })
  // Stage names in the order and the rules are written as the stage's own label, whatever case was typed.
  .transform((model) => {
    const label = (name: string) => model.stages.find((stage) => sameLabel(stage.label, name))?.label ?? name;
    return {
      ...model,
      order: model.order.map(label),
      rules: model.rules.map((rule) =>
        rule.kind === 'before'
          ? // biome-ignore lint/suspicious/noThenProperty: the rule's field in the API contract.
            { ...rule, stage: label(rule.stage), then: label(rule.then) }
          : { ...rule, stage: label(rule.stage) },
      ),
    };
  });
export type StageModelInput = z.input<typeof stageModelSchema>;
export type StageModelFields = z.output<typeof stageModelSchema>;

/** The answer of `GET` and `PUT …/stage-model`: the model, its version, and who saved it last (null: never). */
export const stageModelAnswerSchema = z.object({
  version: z.number(),
  stages: z.array(
    z.object({ label: z.string(), colour: z.string(), enabled: z.boolean(), examples: z.array(z.string()) }),
  ),
  order: z.array(z.string()),
  rules: z.array(
    z.union([
      z.object({
        id: z.string(),
        kind: z.literal('before'),
        severity: z.enum(RULE_SEVERITIES),
        stage: z.string(),
        // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text, never a function).
        then: z.string(),
      }),
      z.object({
        id: z.string(),
        kind: z.literal('phrase'),
        severity: z.enum(RULE_SEVERITIES),
        stage: z.string(),
        speaker: z.enum(SPEAKERS),
        phrases: z.array(z.string()),
      }),
    ]),
  ),
  assistProvider: z.enum(ASSIST_PROVIDERS),
  defaultMode: z.enum(SIMULATOR_MODES),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
});
export type StageModel = z.infer<typeof stageModelAnswerSchema>;
