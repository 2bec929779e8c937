import { type ComplianceRule, FLOATING_STAGES, type Speaker } from '@parlance/shared';

/**
 * Compliance rules checked live, message by message (ARCHITECTURE.md "Supervisor and the engagements API"). A
 * pure function of the conversation so far: the engine keeps a `RuleState` per live conversation and rebuilds
 * it from the stored messages when it has none.
 *
 * - `before` {stage, then}: a message labelled `then` while `stage` has not been reached yet.
 * - `phrase` {stage, speaker, phrases}: the conversation leaves `stage` for another phase (Not in Anchor and Other
 *   interrupt a phase without leaving it) and `speaker` said none of `phrases` while in it.
 * Each rule is raised at most once a conversation.
 */

export interface RuleState {
  /** Every stage some message was labelled with. */
  reached: Set<string>;
  /** The last phase stage (floating stages left out). */
  phase: string | undefined;
  /** Phrase rules whose phrase was said. */
  said: Set<string>;
  /** Rules already raised. */
  raised: Set<string>;
}

export interface CheckedMessage {
  from: Speaker;
  content: string;
  stage: string;
}

export interface RuleBreach {
  rule: ComplianceRule;
  message: string;
}

export const newRuleState = (): RuleState => ({
  reached: new Set(),
  phase: undefined,
  said: new Set(),
  raised: new Set(),
});

/** Words people say while thinking, which speech recognition writes down: never part of a phrase. */
const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'ah', 'eh', 'hmm', 'hm', 'mm', 'mmm']);

/** Lower case, accents and punctuation gone, fillers dropped. */
export const phraseWords = (text: string): string[] =>
  (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((word) => !FILLERS.has(word));

/** Whether `content` says `phrase`: its words, in order and next to each other, fillers and punctuation aside. */
export const saysPhrase = (content: string, phrase: string): boolean => {
  const wanted = phraseWords(phrase);
  if (wanted.length === 0) return false;
  const words = phraseWords(content);
  for (let start = 0; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, i) => words[start + i] === word)) return true;
  }
  return false;
};

/** Checks one message against the rules, updating `state`; answers the rules it breaks for the first time. */
export const checkRules = (
  rules: readonly ComplianceRule[],
  state: RuleState,
  message: CheckedMessage,
): RuleBreach[] => {
  const breaches: RuleBreach[] = [];
  const floating = FLOATING_STAGES.includes(message.stage);
  for (const rule of rules) {
    if (rule.kind === 'phrase' && message.stage === rule.stage && message.from === rule.speaker) {
      if (rule.phrases.some((phrase) => saysPhrase(message.content, phrase))) state.said.add(rule.id);
    }
    if (state.raised.has(rule.id)) continue;
    if (rule.kind === 'before') {
      if (message.stage === rule.then && !state.reached.has(rule.stage)) {
        breaches.push({ rule, message: `${rule.then} reached before ${rule.stage}.` });
      }
    } else if (
      !floating &&
      state.phase === rule.stage &&
      message.stage !== rule.stage &&
      !state.said.has(rule.id)
    ) {
      breaches.push({
        rule,
        message: `${rule.stage} left without the ${rule.speaker} saying "${rule.phrases[0]}".`,
      });
    }
  }
  for (const breach of breaches) state.raised.add(breach.rule.id);
  state.reached.add(message.stage);
  if (!floating) state.phase = message.stage;
  return breaches;
};

/** The state after a conversation's stored messages (rules raised then count as raised). */
export const replayRules = (
  rules: readonly ComplianceRule[],
  messages: readonly CheckedMessage[],
): RuleState => {
  const state = newRuleState();
  for (const message of messages) checkRules(rules, state, message);
  return state;
};
