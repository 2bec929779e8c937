import type { FieldError } from '@parlance/shared';

/**
 * The import's row errors (`rows[N].field`, N counted from 1 over the file's data rows, as a person counts them)
 * grouped by row: "Row N: a; b", rows in order (a CSV file has rows, not the elements a form's list has). Other
 * field errors come back as they are.
 */
export const groupRowErrors = (
  fieldErrors: readonly FieldError[],
): { rows: { row: number; text: string }[]; other: string[] } => {
  const byRow = new Map<number, string[]>();
  const other: string[] = [];
  for (const error of fieldErrors) {
    const match = /^rows\[(\d+)\](?:\.(\w+))?/.exec(error.field);
    if (!match) {
      if (!other.includes(error.message)) other.push(error.message);
      continue;
    }
    const row = Number(match[1]);
    const message = match[2] ? `${match[2]}: ${error.message}` : error.message;
    byRow.set(row, [...(byRow.get(row) ?? []), message]);
  }
  return {
    rows: [...byRow.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, messages]) => ({ row, text: `Row ${row}: ${messages.join('; ')}` })),
    other,
  };
};
