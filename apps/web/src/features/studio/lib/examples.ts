/** Up to this many examples per stage, each 1 to this many characters (the server's limits). */
export const MAX_EXAMPLES = 500;
export const MAX_EXAMPLE_LENGTH = 300;

export interface AddExamplesResult {
  /** The stage's examples after adding. */
  examples: string[];
  /** How many lines were added. */
  added: number;
  /** Lines already there (regardless of case) or repeated in the paste. */
  repeated: number;
  /** Lines longer than MAX_EXAMPLE_LENGTH, left out. */
  tooLong: number;
  /** Lines left out because the stage is full. */
  overLimit: number;
}

const key = (text: string) => text.toLocaleLowerCase();

/**
 * Adds typed or pasted text to a stage's examples: one example per line, trimmed, empty lines ignored, repeats
 * (regardless of case, as the server compares them) dropped, too long lines left out, and nothing past
 * MAX_EXAMPLES. Says what it left out, so that the editor can tell the user.
 */
export const addExamples = (current: readonly string[], text: string): AddExamplesResult => {
  const examples = [...current];
  const seen = new Set(current.map(key));
  const result = { added: 0, repeated: 0, tooLong: 0, overLimit: 0 };
  for (const line of text.split(/\r?\n/)) {
    const example = line.trim();
    if (!example) continue;
    if (example.length > MAX_EXAMPLE_LENGTH) {
      result.tooLong += 1;
      continue;
    }
    if (seen.has(key(example))) {
      result.repeated += 1;
      continue;
    }
    if (examples.length >= MAX_EXAMPLES) {
      result.overLimit += 1;
      continue;
    }
    seen.add(key(example));
    examples.push(example);
    result.added += 1;
  }
  return { examples, ...result };
};

/** What `addExamples` did, in a sentence (empty when everything was added). */
export const describeLeftOut = ({ repeated, tooLong, overLimit }: AddExamplesResult): string => {
  const parts: string[] = [];
  if (repeated) parts.push(`${repeated} already listed`);
  if (tooLong) parts.push(`${tooLong} longer than ${MAX_EXAMPLE_LENGTH} characters`);
  if (overLimit) parts.push(`${overLimit} over the limit of ${MAX_EXAMPLES}`);
  return parts.length ? `Left out: ${parts.join(', ')}.` : '';
};

/** The examples containing `query` (regardless of case), with their positions in the full list. */
export const searchExamples = (examples: readonly string[], query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return examples
    .map((text, index) => ({ text, index }))
    .filter(({ text }) => !needle || text.toLocaleLowerCase().includes(needle));
};

/** The non-empty lines of `text`, trimmed, each once (regardless of case). */
export const uniqueLines = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => {
      if (!line || seen.has(key(line))) return false;
      seen.add(key(line));
      return true;
    });
};
