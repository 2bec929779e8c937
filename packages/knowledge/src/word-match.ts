import type { ConversationTurn, KnowledgeCardMatch, KnowledgeTriple } from './retriever.js';

/** Longest subject or object, in words, that a message is searched for. */
const PHRASE_WORDS = 8;
/** The last this many messages are read; the newest weighs most. */
const MESSAGES = 3;

const phraseWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The engine's earlier matcher, kept as the benchmark's baseline: a triple is a card when one of the last three
 * messages holds its whole subject or object word for word; the predicate is never read, and a subject's triples
 * rank alike.
 */
export const createWordMatcher = (triples: readonly KnowledgeTriple[]) => {
  const byPhrase = new Map<string, { triple: KnowledgeTriple; side: 'subject' | 'object' }[]>();
  const add = (phrase: string, triple: KnowledgeTriple, side: 'subject' | 'object') => {
    const found = phraseWords(phrase);
    if (found.length === 0 || found.length > PHRASE_WORDS) return;
    const joined = found.join(' ');
    const list = byPhrase.get(joined) ?? [];
    list.push({ triple, side });
    byPhrase.set(joined, list);
  };
  for (const triple of triples) {
    add(triple.subject, triple, 'subject');
    add(triple.object, triple, 'object');
  }
  return {
    cards(conversation: readonly ConversationTurn[], max = 5): KnowledgeCardMatch[] {
      const scores = new Map<KnowledgeTriple, number>();
      conversation.slice(-MESSAGES).forEach((turn, i, all) => {
        const weight = 2 ** (i - all.length + 1);
        const found = phraseWords(turn.content);
        const seen = new Set<string>();
        for (let start = 0; start < found.length; start++) {
          let phrase = '';
          for (let length = 1; length <= PHRASE_WORDS && start + length <= found.length; length++) {
            phrase = length === 1 ? found[start]! : `${phrase} ${found[start + length - 1]}`;
            if (seen.has(phrase)) continue;
            const matches = byPhrase.get(phrase);
            if (!matches) continue;
            seen.add(phrase);
            for (const { triple, side } of matches)
              scores.set(
                triple,
                (scores.get(triple) ?? 0) + weight * length * (side === 'subject' ? 1.2 : 1),
              );
          }
        }
      });
      return [...scores.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, max)
        .map(([triple, score]) => ({
          subject: triple.subject,
          predicate: triple.predicate,
          object: triple.object,
          score,
          reason: 'names the subject or object word for word',
        }));
    },
  };
};
