/**
 * Text features of the stage model: a normalised form of a message, its word unigrams and bigrams, and the
 * character 3- and 4-grams of its words. Digits are folded into shape tokens so that "33101" and "90210" read
 * alike (a zip code), and "$0" reads as a price.
 */

const APOSTROPHES = /[\u2018\u2019\u02bc`]/g;
const NON_WORD = /[^a-z0-9$%#' ]+/g;

/** A digit run becomes a token naming its length (a year, a zip code, an age). */
const digitShape = (digits: string): string => {
  if (digits.length >= 5) return '#d5';
  return `#d${digits.length}`;
};

export const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/\d+/g, (run) => ` ${digitShape(run)} `)
    .replace(/\$/g, ' $ ')
    .replace(NON_WORD, ' ')
    .replace(/(^| )'+|'+( |$)/g, ' ')
    .replace(/ +/g, ' ')
    .trim();

export const words = (normalized: string): string[] => (normalized === '' ? [] : normalized.split(' '));

const NUMBER_WORDS = new Set(
  (
    'zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
    'seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand'
  ).split(' '),
);

/**
 * Spoken numbers ("four six two two zero", "nineteen fifty six") and digit runs both read as a number token,
 * so that transcripts and chats meet. "oh" counts only inside a run of other number words.
 */
export const foldNumbers = (tokens: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.startsWith('#d')) {
      if (out[out.length - 1] !== '#num') out.push('#num');
      out.push(token);
      continue;
    }
    if (NUMBER_WORDS.has(token) && token !== 'oh') {
      let end = i;
      while (end + 1 < tokens.length && NUMBER_WORDS.has(tokens[end + 1]!)) end++;
      if (out[out.length - 1] !== '#num') out.push('#num');
      if (end - i >= 3) out.push('#d5');
      i = end;
      continue;
    }
    out.push(token);
  }
  return out;
};

/** Backchannels and hesitations: they carry no business of their own. */
export const FILLER_WORDS = new Set(
  'okay ok k alright um umm uh uhh hmm hm mm mhm mm-hm huh oh ah well so er erm anyway'.split(' '),
);
/** Bare answers: they take the stage of the question they answer. */
export const ANSWER_WORDS = new Set(
  'yes yeah yep yup yah no nope nah sure correct exactly right definitely absolutely uh-huh please'.split(
    ' ',
  ),
);

/**
 * The tokens that carry the message: fillers and bare answer words are dropped when anything else is left;
 * a message made only of them keeps them all (it is then a backchannel or a bare answer).
 */
export const contentView = (tokens: string[]): { tokens: string[]; bare: boolean; answer: boolean } => {
  const content = tokens.filter((token) => !FILLER_WORDS.has(token) && !ANSWER_WORDS.has(token));
  if (content.length > 0) return { tokens: content, bare: false, answer: false };
  return { tokens, bare: true, answer: tokens.some((token) => ANSWER_WORDS.has(token)) };
};

/** Word unigrams and bigrams (with sentence boundaries). */
export const wordFeatures = (tokens: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    out.push(tokens[i]!);
    out.push(`${i === 0 ? '<s>' : tokens[i - 1]} ${tokens[i]}`);
  }
  if (tokens.length > 0) out.push(`${tokens[tokens.length - 1]} </s>`);
  return out;
};

/**
 * Character 3- and 4-grams of each word, with word-boundary marks, so that spelling variants meet. Each n-gram is
 * a 32-bit hash of its characters (no strings are built); collisions are rare enough not to matter.
 */
export const charFeatures = (tokens: string[]): Map<number, number> => {
  const counts = new Map<number, number>();
  const codes: number[] = [];
  for (const token of tokens) {
    if (token.startsWith('#')) continue;
    const length = token.length + 2;
    codes.length = 0;
    codes.push(1);
    for (let i = 0; i < token.length; i++) codes.push(token.charCodeAt(i));
    codes.push(1);
    for (let i = 0; i + 3 <= length; i++) {
      const three = Math.imul(
        Math.imul(Math.imul(3 ^ codes[i]!, 16777619) ^ codes[i + 1]!, 16777619) ^ codes[i + 2]!,
        16777619,
      );
      counts.set(three, (counts.get(three) ?? 0) + 1);
      if (i + 4 <= length) {
        const four = Math.imul(three ^ codes[i + 3]!, 16777619) ^ 4;
        counts.set(four, (counts.get(four) ?? 0) + 1);
      }
    }
  }
  return counts;
};

/** Sparse term counts. */
export const countTerms = <T extends string | number>(terms: T[]): Map<T, number> => {
  const counts = new Map<T, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
};

const QUESTION_START =
  /^(?:(?:so|and|ok(?:ay)?|alright|great|perfect|now|also|um|uh|well) )*(do|does|did|are|is|was|were|can|could|would|will|may|have|has|what|what's|whats|which|when|where|who|how|any|anything|should|shall)\b/;

/** Whether a message asks something (a Visitor's reply to it then belongs to its stage). */
export const isQuestion = (text: string): boolean => isQuestionOf(text, null);

/** `isQuestion` of a text whose normalised form is known (null: normalised here when needed). */
export const isQuestionOf = (text: string, normalizedText: string | null): boolean => {
  if (text.includes('?')) return true;
  const normalized = normalizedText ?? normalize(text);
  return (
    QUESTION_START.test(normalized) ||
    /\b(right|correct|yes or no)$/.test(normalized) ||
    /^(?:(?:okay|ok|alright|got it|great|and|just|i see|i understand|sure) )*so\b/.test(normalized) ||
    /\b(let me (get|have|grab|confirm)|i'll need|i will need|i need your|tell me|walk me through)\b/.test(
      normalized,
    )
  );
};

const INVITATION =
  /\b(how (can|may|could) i (help|assist)|what can i (do|help)|what (brings|brought) you|what prompted|what's going on|what are we doing for you|what are you looking for|what (would|can) we help|how are we helping)\b/;

/**
 * Whether an Agent's message invites the visitor to say why they came ("how can I help you today"): the reply is
 * then the visitor's reason, not an answer in the invitation's stage.
 */
export const isInvitation = (text: string): boolean => INVITATION.test(normalize(text));

/** `isInvitation` of a normalised text. */
export const isInvitationOf = (normalized: string): boolean => INVITATION.test(normalized);

/**
 * Whether a reused buffer of `length` must be made anew for `size` entries: too small, or grown by a long message
 * far past what this one needs (so that one long message does not hold its buffers' memory for good).
 */
export const remake = (length: number, size: number): boolean =>
  length < size || (length > 16_384 && length > 4 * size);

/** The smallest power of two ≥ 2 × `entries` (and ≥ 64): an open-addressing table's size. */
const tableSize = (entries: number) => {
  let size = 64;
  while (size < 2 * entries) size *= 2;
  return size;
};

/**
 * One message's features read into buffers that are kept and reused from message to message: what `contentView`,
 * `wordFeatures` + `countTerms` and `charFeatures` answer, as their distinct terms in the order those maps hold
 * them (first occurrence) with their counts, and no map or array built per message beyond the message's tokens.
 * Labelling reads one message at a time (it is synchronous), so a process needs one reader.
 */
export class MessageFeatures {
  /** The normalised text. */
  normalized = '';
  /** No token at all (after numbers are folded). */
  empty = true;
  /** Made only of fillers and answer words, at least one an answer word. */
  bareAnswer = false;
  /** Distinct word terms (unigrams and bigrams), first occurrence first; `wordCount` of them are this message's. */
  readonly wordTerms: string[] = [];
  wordCounts = new Int32Array(64);
  /** Whether each word term is a unigram. */
  wordUnigram = new Uint8Array(64);
  wordCount = 0;
  /** How many of the word terms are unigrams. */
  unigramCount = 0;
  /** Distinct character n-gram hashes, first occurrence first, and their counts. */
  charKeys = new Int32Array(256);
  charCounts = new Int32Array(256);
  charCount = 0;

  // Open-addressing tables that find a term's slot: a slot is live when its generation is the current one.
  private generation = 0;
  private wordSlotTerm: string[] = new Array<string>(64).fill('');
  private wordSlotGeneration = new Int32Array(64);
  private wordSlotAt = new Int32Array(64);
  private charSlotKey = new Int32Array(256);
  private charSlotGeneration = new Int32Array(256);
  private charSlotAt = new Int32Array(256);

  read(text: string): this {
    this.normalized = normalize(text);
    const all = foldNumbers(words(this.normalized));
    const view = contentView(all);
    this.empty = all.length === 0;
    this.bareAnswer = view.answer;
    const tokens = view.tokens;
    this.generation++;
    if (this.generation >= 0x7fffffff) {
      this.generation = 1;
      this.wordSlotGeneration.fill(0);
      this.charSlotGeneration.fill(0);
    }

    // Word unigrams and bigrams, as `wordFeatures` lists them.
    const maxWords = 2 * tokens.length + 1;
    if (remake(this.wordCounts.length, maxWords)) {
      this.wordCounts = new Int32Array(maxWords * 2);
      this.wordUnigram = new Uint8Array(maxWords * 2);
    }
    if (remake(this.wordSlotGeneration.length, 2 * maxWords)) {
      const size = tableSize(maxWords);
      this.wordSlotGeneration = new Int32Array(size);
      this.wordSlotAt = new Int32Array(size);
      this.wordSlotTerm = new Array<string>(size).fill('');
    }
    this.wordCount = 0;
    this.unigramCount = 0;
    for (let i = 0; i < tokens.length; i++) {
      this.addWord(tokens[i]!, true);
      this.addWord(`${i === 0 ? '<s>' : tokens[i - 1]} ${tokens[i]}`, false);
    }
    if (tokens.length > 0) this.addWord(`${tokens[tokens.length - 1]} </s>`, false);
    // Terms of an earlier message are not kept alive by the list.
    this.wordTerms.length = this.wordCount;

    // Character 3- and 4-grams, hashed as `charFeatures` hashes them.
    let maxChars = 0;
    for (let i = 0; i < tokens.length; i++) maxChars += 2 * tokens[i]!.length + 2;
    if (remake(this.charCounts.length, maxChars)) {
      this.charKeys = new Int32Array(maxChars * 2);
      this.charCounts = new Int32Array(maxChars * 2);
    }
    if (remake(this.charSlotGeneration.length, 2 * maxChars)) {
      const size = tableSize(maxChars);
      this.charSlotKey = new Int32Array(size);
      this.charSlotGeneration = new Int32Array(size);
      this.charSlotAt = new Int32Array(size);
    }
    this.charCount = 0;
    for (let n = 0; n < tokens.length; n++) {
      const token = tokens[n]!;
      if (token.startsWith('#')) continue;
      const length = token.length + 2;
      // codes[k]: 1 at either end, the word's characters between.
      for (let i = 0; i + 3 <= length; i++) {
        const c0 = i === 0 ? 1 : token.charCodeAt(i - 1);
        const c1 = token.charCodeAt(i);
        const c2 = i + 2 === length - 1 ? 1 : token.charCodeAt(i + 1);
        const three = Math.imul(Math.imul(Math.imul(3 ^ c0, 16777619) ^ c1, 16777619) ^ c2, 16777619);
        this.addChar(three);
        if (i + 4 <= length) {
          const c3 = i + 3 === length - 1 ? 1 : token.charCodeAt(i + 2);
          this.addChar(Math.imul(three ^ c3, 16777619) ^ 4);
        }
      }
    }
    return this;
  }

  private addWord(term: string, unigram: boolean): void {
    const mask = this.wordSlotGeneration.length - 1;
    let hash = 2166136261;
    for (let k = 0; k < term.length; k++) hash = Math.imul(hash ^ term.charCodeAt(k), 16777619);
    let slot = hash & mask;
    for (;;) {
      if (this.wordSlotGeneration[slot] !== this.generation) {
        const at = this.wordCount++;
        this.wordSlotGeneration[slot] = this.generation;
        this.wordSlotAt[slot] = at;
        this.wordSlotTerm[slot] = term;
        this.wordTerms[at] = term;
        this.wordCounts[at] = 1;
        this.wordUnigram[at] = unigram ? 1 : 0;
        if (unigram) this.unigramCount++;
        return;
      }
      if (this.wordSlotTerm[slot] === term) {
        this.wordCounts[this.wordSlotAt[slot]!]!++;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }

  private addChar(key: number): void {
    const mask = this.charSlotGeneration.length - 1;
    let slot = Math.imul(key, 0x9e3779b1) & mask;
    for (;;) {
      if (this.charSlotGeneration[slot] !== this.generation) {
        const at = this.charCount++;
        this.charSlotGeneration[slot] = this.generation;
        this.charSlotKey[slot] = key;
        this.charSlotAt[slot] = at;
        this.charKeys[at] = key;
        this.charCounts[at] = 1;
        return;
      }
      if (this.charSlotKey[slot] === key) {
        this.charCounts[this.charSlotAt[slot]!]!++;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }
}
