import { type ComplianceRule, DEFAULT_COMPLIANCE_RULES } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { type CheckedMessage, checkRules, newRuleState, replayRules, saysPhrase } from './compliance.js';

const agent = (stage: string, content = 'text'): CheckedMessage => ({ from: 'Agent', content, stage });
const visitor = (stage: string, content = 'text'): CheckedMessage => ({ from: 'Visitor', content, stage });

const run = (rules: readonly ComplianceRule[], messages: CheckedMessage[]) => {
  const state = newRuleState();
  return messages.map((message) => checkRules(rules, state, message).map((breach) => breach.rule.id));
};

const before = DEFAULT_COMPLIANCE_RULES.filter((rule) => rule.kind === 'before');
const phrase = DEFAULT_COMPLIANCE_RULES.filter((rule) => rule.kind === 'phrase');

describe('compliance rules', () => {
  it('raises a before rule when its later stage comes first, once', () => {
    expect(
      run(before, [
        agent('Warm Greet Intro'),
        agent('Agent Recommend'),
        agent('Agent Recommend'),
        agent('Agent Qualify'),
        agent('Agent Recommend'),
      ]),
    ).toEqual([[], ['qualify-before-recommend'], [], [], []]);
  });

  it('keeps quiet when the stages come in order', () => {
    expect(run(before, [agent('Agent Qualify'), agent('Not in Anchor'), agent('Agent Recommend')])).toEqual([
      [],
      [],
      [],
    ]);
  });

  it('raises a phrase rule when its stage is left without the phrase, not on a floating interruption', () => {
    expect(
      run(phrase, [
        agent('Warm Greet Intro', 'Hello, this is Anna.'),
        visitor('Not in Anchor', 'okay'),
        visitor('Other', 'Is this about my bill?'),
        agent('Medicare Advantage Inquiry'),
        agent('Warm Greet Intro'),
        agent('Agent Qualify'),
      ]),
    ).toEqual([[], [], [], ['recorded-line-notice'], [], []]);
  });

  it('counts the phrase only from the rule speaker, in the rule stage', () => {
    expect(
      run(phrase, [
        visitor('Warm Greet Intro', 'Is this a recorded line?'),
        agent('Agent Qualify', 'This call is recorded.'),
      ]),
    ).toEqual([[], ['recorded-line-notice']]);
    expect(
      run(phrase, [agent('Warm Greet Intro', 'You are on a recorded line.'), agent('Agent Qualify')]),
    ).toEqual([[], []]);
  });

  it('matches phrases regardless of case, punctuation and fillers', () => {
    expect(saysPhrase('This, um, call is RECORDED!', 'this call is recorded')).toBe(true);
    expect(saysPhrase('this call... uh... may be recorded', 'This call may be recorded')).toBe(true);
    expect(saysPhrase('Thís cáll is recorded', 'this call is recorded')).toBe(true);
    expect(saysPhrase("we're on a recorded-line", 'recorded line')).toBe(true);
    expect(saysPhrase('this call is not recorded', 'this call is recorded')).toBe(false);
    expect(saysPhrase('recorded', 'recorded line')).toBe(false);
    expect(saysPhrase('anything', 'um')).toBe(false);
  });

  it('rebuilds the state from stored messages, rules raised then counting as raised', () => {
    const state = replayRules(DEFAULT_COMPLIANCE_RULES, [
      agent('Warm Greet Intro', 'Hi there'),
      agent('Agent Recommend'),
    ]);
    expect([...state.raised].sort()).toEqual(['qualify-before-recommend', 'recorded-line-notice']);
    expect(checkRules(DEFAULT_COMPLIANCE_RULES, state, agent('Agent Recommend'))).toEqual([]);
  });
});
