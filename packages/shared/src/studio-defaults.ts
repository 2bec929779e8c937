import type { ComplianceRule, StageModel } from './schemas/studio.js';
import { STAGE_COLORS, type STAGE_LABELS } from './stages.js';

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
 * Which default stage model a tenant's programs start from, chosen when the tenant is made and never changed:
 * `insurance`, the spec's ten stages with the design's Medicare and dental examples (the demo tenant, and tenants
 * made before the choice existed); `general`, neutral contact-centre stages with neutral examples (every tenant
 * that signs up). The engine trains an `insurance` tenant's programs with the default corpus and a `general`
 * tenant's from their own examples alone (ARCHITECTURE.md "Stage defaults").
 */
export const STAGE_DEFAULTS = ['insurance', 'general'] as const;
export type StageDefaults = (typeof STAGE_DEFAULTS)[number];

/**
 * The neutral stages of a `general` tenant: four phases of any service call or chat, and the spec's two stages
 * that may come anywhere. Colours reach 4.5:1 contrast with white text.
 */
export const GENERAL_STAGE_COLORS = {
  'Not in Anchor': '#5f6b7a',
  Greeting: '#1f7a4d',
  'Identify Need': '#6a3fb5',
  Verify: '#1d5fa8',
  Resolve: '#a8460f',
  'Wrap-up': '#9c2a5b',
  Other: '#4a4a4a',
} as const;
export const GENERAL_STAGE_LABELS = Object.keys(
  GENERAL_STAGE_COLORS,
) as (keyof typeof GENERAL_STAGE_COLORS)[];

/** Example phrases of the neutral stages: no product, trade or market named, said by either side. */
export const GENERAL_STAGE_EXAMPLES: Record<keyof typeof GENERAL_STAGE_COLORS, readonly string[]> = {
  'Not in Anchor': [
    'okay',
    'mm-hm',
    'uh huh',
    'one second please',
    'can you hear me?',
    'please hold',
    'sorry, you broke up there',
    'are you still there?',
  ],
  Greeting: [
    'Thank you for calling, my name is Sam, how can I help you today?',
    'Hello, you are speaking with Alex, how may I help?',
    'Good morning, thanks for getting in touch.',
    'Hi, this is Maria.',
    'Just so you know, this call is recorded for quality and training.',
    'May I have your name please?',
    'Hello, my name is Chris.',
    'Welcome to our support chat, how can I help you?',
  ],
  'Identify Need': [
    "I'm calling because I have a problem with my order.",
    'I would like to change my booking.',
    'What can I help you with today?',
    'Could you tell me a bit more about the problem?',
    "I'd like to ask about the service I signed up for.",
    'When did the issue start?',
    'I have a question about my account.',
    'So if I understand correctly, you want to make a change?',
    'I need some help with a delivery that has not arrived.',
  ],
  Verify: [
    'Can I have your account number please?',
    'Could you confirm your date of birth?',
    'What is the postcode on the account?',
    'Can you confirm the email address we have on file?',
    'For security, can you tell me the last four digits of your card?',
    'Thank you, you are verified.',
    'My account number is 4 5 7 2 9.',
    'Could you spell your last name for me?',
  ],
  Resolve: [
    "I've made that change for you, it's done.",
    'I can offer you a replacement or a refund.',
    'The best option for you would be to upgrade to the next plan.',
    "Here's what I'll do: I'll send you a new one today.",
    'Let me walk you through the steps to fix it.',
    'Would you like me to go ahead with that?',
    'Yes please, go ahead.',
    'That sounds good, let us do that.',
    'It should arrive within three working days.',
  ],
  'Wrap-up': [
    'Is there anything else I can help you with today?',
    'Thank you so much for your time today.',
    'You will get a confirmation email shortly.',
    'Have a wonderful day, goodbye.',
    "No, that's everything, thank you.",
    'Thanks for your help, bye.',
    'Thank you for contacting us.',
  ],
  Other: [
    'Can I speak to a supervisor?',
    'Could you transfer me to another department?',
    'I would like to make a complaint about the last call.',
    'Can I call you back later?',
    'Let me transfer you to the right team.',
  ],
};

/** The expected order of the neutral stages. */
export const GENERAL_STAGE_ORDER: readonly string[] = [
  'Greeting',
  'Identify Need',
  'Verify',
  'Resolve',
  'Wrap-up',
];

/** The neutral rules: verify before resolving; the recorded-call notice in the greeting. */
export const GENERAL_COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: 'verify-before-resolve',
    kind: 'before',
    severity: 'warning',
    stage: 'Verify',
    // biome-ignore lint/suspicious/noThenProperty: `then` is the rule's field in the API contract (a text, never a function).
    then: 'Resolve',
  },
  {
    id: 'recorded-call-notice',
    kind: 'phrase',
    severity: 'critical',
    stage: 'Greeting',
    speaker: 'Agent',
    phrases: ['call is recorded', 'this call may be recorded', 'recorded for quality'],
  },
];

const DEFAULT_SETS: Record<
  StageDefaults,
  {
    colours: Record<string, string>;
    examples: Record<string, readonly string[]>;
    order: readonly string[];
    rules: readonly ComplianceRule[];
  }
> = {
  insurance: {
    colours: STAGE_COLORS,
    examples: DEFAULT_STAGE_EXAMPLES,
    order: DEFAULT_STAGE_ORDER,
    rules: DEFAULT_COMPLIANCE_RULES,
  },
  general: {
    colours: GENERAL_STAGE_COLORS,
    examples: GENERAL_STAGE_EXAMPLES,
    order: GENERAL_STAGE_ORDER,
    rules: GENERAL_COMPLIANCE_RULES,
  },
};

/** The default stages' labels and colours of a tenant's choice, in their order. */
export const defaultStageColours = (defaults: StageDefaults): Record<string, string> => ({
  ...DEFAULT_SETS[defaults].colours,
});

/**
 * The model of a program that was never saved (version 0): the default stages of the tenant's choice (the spec's
 * ten, or the neutral seven) with their colours and examples, the default order and rules, the built-in assist
 * provider, and `Agent` mode for agent-only programs.
 */
export const defaultStageModel = (agentOnly: boolean, defaults: StageDefaults = 'insurance'): StageModel => {
  const set = DEFAULT_SETS[defaults];
  return {
    version: 0,
    stages: Object.entries(set.colours).map(([label, colour]) => ({
      label,
      colour,
      enabled: true,
      examples: [...(set.examples[label] ?? [])],
    })),
    order: [...set.order],
    rules: set.rules.map((rule) =>
      rule.kind === 'phrase' ? { ...rule, phrases: [...rule.phrases] } : { ...rule },
    ),
    assistProvider: 'parlance',
    defaultMode: agentOnly ? 'Agent' : 'Visitor',
    lastModifiedBy: null,
    lastModifiedDate: null,
  };
};
