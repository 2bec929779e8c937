import { describe, expect, it } from 'vitest';
import { evaluateCards, type NeedCase } from './evaluate.js';

const PREMIUM = { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' };
const DEDUCTIBLE = { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' };
const card = (need: typeof PREMIUM) => ({ ...need, score: 1, reason: 'test' });
const say = (content: string) => ({ from: 'Visitor' as const, content });

describe('card figures over a needs set', () => {
  it('counts hits, precision, cards without a need, and those on opening messages apart', () => {
    const cases: NeedCase[] = [
      { id: 'a', program: 'p', conversation: [say('premium?')], needs: [PREMIUM] },
      { id: 'b', program: 'p', conversation: [say('deductible?')], needs: [DEDUCTIBLE] },
      { id: 'c', program: 'p', conversation: [say('hello')], needs: [] },
      { id: 'd', program: 'p', conversation: [say('premium?'), say('thanks')], needs: [] },
    ];
    const shown: Record<string, ReturnType<typeof card>[]> = {
      a: [card(PREMIUM), card(DEDUCTIBLE)],
      b: [card(PREMIUM), card(DEDUCTIBLE)],
      c: [card(PREMIUM)],
      d: [card(PREMIUM), card(DEDUCTIBLE)],
    };
    const figures = evaluateCards(cases, (item) => shown[item.id] ?? [], new Set(['c']));
    // Worked by hand: a is a hit at 1, b at 2; 2 of the 4 cards on cases with a need are needed; c and d ask
    // nothing (3 cards), c alone opens its conversation (1 card) and is marked as before any topic.
    expect(figures).toEqual({
      cases: 2,
      silentCases: 2,
      hitAt1: 0.5,
      hitAt5: 1,
      precision: 0.5,
      cardsWithoutNeed: 3,
      noisyShare: 1,
      openingCases: 1,
      cardsOnOpenings: 1,
      beforeTopicCases: 1,
      cardsBeforeTopic: 1,
    });
  });
});
