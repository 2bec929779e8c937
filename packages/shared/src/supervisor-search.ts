/*
 * Plain values of the Supervisor list's search (`schemas/engagement-search.ts` holds its zod schema): the
 * Supervisor page reads them without loading zod.
 */

/** The query parameters of the search and period, beside the list convention's. */
export const ENGAGEMENT_SEARCH_PARAMETERS = ['q', 'from', 'to'] as const;
/** The longest search text. */
export const ENGAGEMENT_SEARCH_MAX = 200;
/** Message texts are searched from this many characters on (the text indexes hold trigrams). */
export const MESSAGE_SEARCH_MIN = 3;
/**
 * Messages a search reads through the text index at most: a text found in more of them lists the engagements of
 * the newest this many, and the answer says so (`ENGAGEMENT_SEARCH_LIMITED_HEADER`).
 */
export const MESSAGE_SEARCH_LIMIT = 2000;
/** Set (to MESSAGE_SEARCH_LIMIT) on a list whose message search reached that limit. */
export const ENGAGEMENT_SEARCH_LIMITED_HEADER = 'x-search-limited';
