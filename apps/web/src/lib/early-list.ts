/**
 * A signed-in list page's first request, sent by the page's first script (`build/route-preload.ts`) while the app's
 * code is still on its way, so that the list's first page is there when the table is drawn instead of being asked
 * for a round trip after it: the page's address had no table state, and its list is asked for in the state every
 * table starts from. The app's request for the same address takes its answer instead of sending another.
 */

/** Where the page's first script leaves the request (a property of `window`). */
export const EARLY_LIST_KEY = '__parlanceEarlyList';

/** How long such an answer waits for the app to ask for it; an older one is dropped, the app asks again. */
export const EARLY_LIST_WAIT_MS = 10_000;

/** What the page's first script leaves: the address asked for, when (`Date.now()`), and the answer to come. */
export interface EarlyList {
  url: string;
  at: number;
  answer: Promise<Response>;
}

const holder = () => globalThis as unknown as Record<string, EarlyList | undefined>;

/**
 * The answer the page's first script asked for at `url` (a path with its query, as the HTTP client writes it),
 * taken once; undefined for any other address, or when it has waited too long.
 */
export const takeEarlyAnswer = (url: string): Promise<Response> | undefined => {
  const early = holder()[EARLY_LIST_KEY];
  if (!early) return undefined;
  const fresh = Date.now() - early.at <= EARLY_LIST_WAIT_MS;
  if (early.url !== url && fresh) return undefined;
  delete holder()[EARLY_LIST_KEY];
  return early.url === url && fresh ? early.answer : undefined;
};
