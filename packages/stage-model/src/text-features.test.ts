import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_CORPUS } from './corpus/default-training.js';
import {
  charFeatures,
  contentView,
  countTerms,
  foldNumbers,
  MessageFeatures,
  normalize,
  wordFeatures,
  words,
} from './text-features.js';

/** What the reader must answer: the maps the training path builds, in their order. */
const expected = (text: string) => {
  const all = foldNumbers(words(normalize(text)));
  const view = contentView(all);
  const wordCounts = countTerms(wordFeatures(view.tokens));
  return {
    normalized: normalize(text),
    empty: all.length === 0,
    bareAnswer: view.answer,
    words: [...wordCounts],
    unigrams: [...wordCounts.keys()].filter((term) => !term.includes(' ')).length,
    chars: [...charFeatures(view.tokens)],
  };
};

const read = (reader: MessageFeatures, text: string) => {
  reader.read(text);
  return {
    normalized: reader.normalized,
    empty: reader.empty,
    bareAnswer: reader.bareAnswer,
    words: Array.from({ length: reader.wordCount }, (_, t) => [reader.wordTerms[t], reader.wordCounts[t]]),
    unigrams: reader.unigramCount,
    chars: Array.from({ length: reader.charCount }, (_, t) => [reader.charKeys[t], reader.charCounts[t]]),
  };
};

describe('MessageFeatures', () => {
  it('reads every message as the feature maps do, in their order, one reader reused throughout', () => {
    const reader = new MessageFeatures();
    const texts = [
      '',
      '   ',
      'yes',
      'uh-huh yeah',
      'okay okay okay so so so',
      'my zip is 33101, born nineteen fifty six; four six two two zero',
      '$0 copay?? ’cause I’m “sure” 100% #1',
      'the the the plan plan the plan',
      'a'.repeat(500),
      Array.from({ length: 300 }, (_, i) => `word${i % 40} w${i}`).join(' '),
      // Long enough that the buffers grow past what they keep, and are made smaller again after it.
      Array.from({ length: 9000 }, (_, i) => `t${i}`).join(' '),
      ...DEFAULT_TRAINING_CORPUS.conversations.flatMap((c) => c.messages.map((m) => m.content)).slice(0, 400),
    ];
    for (const text of texts) expect(read(reader, text), text.slice(0, 60)).toEqual(expected(text));
    // Again after the long ones grew the buffers (and the short ones shrank them): nothing of an earlier message is
    // left over.
    for (const text of texts.slice(0, 8)) expect(read(reader, text)).toEqual(expected(text));
  });
});
