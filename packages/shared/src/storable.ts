/*
 * The limits of what a database column can hold, without zod: the list filters (`list-query.ts`) check their
 * values with them, and list pages load no zod. `validation.ts` builds its schemas on them and re-exports them.
 */

/**
 * Text that a database column can hold. PostgreSQL refuses NUL (`\u0000`) in text and JSON, and UTF-8 has no
 * form for a lone UTF-16 surrogate, so text with either is refused wherever it enters: the zod rules, the
 * list filters, and the server's check of every decoded body, query and path.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Ids and integers are 32-bit on both engines (`integer`, `serial`): whatever is compared with or written to
 * such a column stays in that range, or PostgreSQL refuses it.
 */
export const MAX_ID = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;
export const MAX_INT32 = MAX_ID;

/** A whole number from decimal text, within `min..max`; anything else (fractions, exponents, "+1") is undefined. */
export const parseWholeNumber = (text: string, min = MIN_INT32, max = MAX_INT32): number | undefined => {
  if (!/^-?\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};
