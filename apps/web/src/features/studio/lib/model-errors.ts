import { type FieldError, MESSAGES } from '@parlance/shared';

interface Labelled {
  stages: readonly { label: string }[];
}

const PATH = /^(stages|order|rules)\[(\d+)\](?:\.(\w+)(?:\[(\d+)\])?)?$/;

const part = (field: string | undefined, index: string | undefined) => {
  if (!field) return '';
  const name = field === 'examples' ? 'example' : field === 'phrases' ? 'phrase' : field;
  return index === undefined ? name : `${name} ${Number(index) + 1}`;
};

/**
 * A refused stage model's field errors as sentences (spec section 5): errors on a list element are grouped by
 * its one-based position, "Error(s) in element N: …", and say which stage, order position or rule they are about
 * ("Agent Qualify, example 13: …"). Errors on other fields pass as their message.
 */
export const describeModelErrors = (fieldErrors: readonly FieldError[], model: Labelled): string[] => {
  const groups = new Map<string, { index: number; messages: string[] }>();
  const other: string[] = [];
  for (const error of fieldErrors) {
    const match = PATH.exec(error.field);
    if (!match) {
      if (!other.includes(error.message)) other.push(error.message);
      continue;
    }
    const [, list, rawIndex, field, subIndex] = match;
    const index = Number(rawIndex);
    const what =
      list === 'stages'
        ? (model.stages[index]?.label ?? `Stage ${index + 1}`)
        : list === 'order'
          ? `Order, position ${index + 1}`
          : `Rule ${index + 1}`;
    const detail = part(field, subIndex);
    const key = `${list}:${index}`;
    const group = groups.get(key) ?? { index, messages: [] };
    group.messages.push(`${what}${detail ? `, ${detail}` : ''}: ${error.message}`);
    groups.set(key, group);
  }
  return [
    ...other,
    ...[...groups.values()].map(({ index, messages }) => MESSAGES.listElementErrors(index + 1, messages)),
  ];
};

/** The stages whose colour the server refused, by position, with the message. */
export const colourErrors = (fieldErrors: readonly FieldError[]): Map<number, string> =>
  new Map(
    fieldErrors.flatMap((error) => {
      const match = /^stages\[(\d+)\]\.colour$/.exec(error.field);
      return match ? [[Number(match[1]), error.message] as const] : [];
    }),
  );
