import { MESSAGES } from './messages.js';
import type { FieldError } from './schemas/problem.js';

/**
 * Spec section 5: field errors on lists (`items[2].name`) are grouped by one-based element index:
 * "Error(s) in element N: a; b". Other field errors pass through unchanged. `oneBased` says the indexes in the
 * field names already count from 1 (the triple import's `rows[N].field`).
 */
export const groupListFieldErrors = (
  fieldErrors: readonly FieldError[],
  options: { oneBased?: boolean } = {},
): { fieldErrors: FieldError[]; listErrors: string[] } => {
  const byIndex = new Map<number, string[]>();
  const rest: FieldError[] = [];
  for (const error of fieldErrors) {
    const match = /\[(\d+)\]/.exec(error.field);
    if (!match) {
      rest.push(error);
      continue;
    }
    const index = Number(match[1]) + (options.oneBased ? 0 : 1);
    byIndex.set(index, [...(byIndex.get(index) ?? []), error.message]);
  }
  const listErrors = [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, messages]) => MESSAGES.listElementErrors(index, messages));
  return { fieldErrors: rest, listErrors };
};

/** Turns a zod error into the problem body's field errors (`a.b[2].c` paths). */
export const zodIssuesToFieldErrors = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  objectName = 'request',
): FieldError[] =>
  issues.map((issue) => ({
    objectName,
    field:
      issue.path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
        .join('') || objectName,
    message: issue.message,
  }));
