import type { ComplianceRule, StageModel } from './schemas/studio.js';
import { STAGE_COLORS, STAGE_LABELS } from './stages.js';

/*
 * The default stage model of Studio (examples, order, compliance rules), plain values typed by the zod schemas of
 * `schemas/studio.ts` (`import type`: no zod at run time). They are apart from `studio.ts`, whose limits and enums
 * the schemas use, so that imports go one way only.
 */

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
