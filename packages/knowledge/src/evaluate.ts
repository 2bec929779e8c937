import type { ConversationTurn, KnowledgeCardMatch } from './retriever.js';

export interface Need {
  subject: string;
  predicate: string;
  object: string;
}

/** One case of a needs set: a conversation whose last message is judged, and the facts it asks for. */
export interface NeedCase {
  id: string;
  program: string;
  conversation: ConversationTurn[];
  needs: Need[];
}

export interface CardFigures {
  /** Cases with a need. */
  cases: number;
  /** Cases without one. */
  silentCases: number;
  /** The first card holds a needed fact (over cases with a need). */
  hitAt1: number;
  /** One of the cards does. */
  hitAt5: number;
  /** Of every card shown on cases with a need, the share that is needed. */
  precision: number;
  /** Cards shown on cases without a need, in all. */
  cardsWithoutNeed: number;
  /** Of cases without a need, the share that got any card. */
  noisyShare: number;
  /** Cases without a need that open their conversation (no earlier message): before any topic is raised. */
  openingCases: number;
  /** Cards shown on those. */
  cardsOnOpenings: number;
  /** Cases marked apart as coming before any topic is raised (when the set has such marks). */
  beforeTopicCases: number;
  /** Cards shown on those. */
  cardsBeforeTopic: number;
}

const same = (card: Need, need: Need) =>
  card.subject === need.subject && card.predicate === need.predicate && card.object === need.object;

/** hit@1, hit@5, precision and the cards on messages that ask nothing, of a card function over a set. */
export const evaluateCards = (
  cases: readonly NeedCase[],
  cardsOf: (item: NeedCase) => readonly KnowledgeCardMatch[],
  /** Ids of the cases that come before any topic is raised, marked apart from the set. */
  beforeTopic: ReadonlySet<string> = new Set(),
): CardFigures => {
  let withNeed = 0;
  let without = 0;
  let hit1 = 0;
  let hit5 = 0;
  let shown = 0;
  let right = 0;
  let cardsWithoutNeed = 0;
  let noisy = 0;
  let openings = 0;
  let cardsOnOpenings = 0;
  let beforeTopicCases = 0;
  let cardsBeforeTopic = 0;
  for (const item of cases) {
    const cards = cardsOf(item).slice(0, 5);
    if (beforeTopic.has(item.id)) {
      beforeTopicCases++;
      cardsBeforeTopic += cards.length;
    }
    if (item.needs.length === 0) {
      without++;
      cardsWithoutNeed += cards.length;
      if (cards.length > 0) noisy++;
      if (item.conversation.length === 1) {
        openings++;
        cardsOnOpenings += cards.length;
      }
      continue;
    }
    withNeed++;
    const hits = cards.map((card) => item.needs.some((need) => same(card, need)));
    if (hits[0]) hit1++;
    if (hits.some(Boolean)) hit5++;
    shown += cards.length;
    right += hits.filter(Boolean).length;
  }
  return {
    cases: withNeed,
    silentCases: without,
    hitAt1: withNeed ? hit1 / withNeed : 0,
    hitAt5: withNeed ? hit5 / withNeed : 0,
    precision: shown ? right / shown : 0,
    cardsWithoutNeed,
    noisyShare: without ? noisy / without : 0,
    openingCases: openings,
    cardsOnOpenings,
    beforeTopicCases,
    cardsBeforeTopic,
  };
};
