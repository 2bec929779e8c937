import { sessionStore } from '../../../lib/session-storage';
import { FILTER_KEYS, hasFilters } from './filters';

/** The session-storage key (under the product prefix) of the last filters used in this tab. */
export const FILTERS_KEY = 'reporting_filters';

/**
 * Filters follow the user from page to page in a tab: the last ones used, which a page opened without any in its
 * URL (from the side navigation) puts back into the URL before it asks for anything. Null when the URL names
 * filters or there are none to put back.
 */
export const filtersToRestore = (search: URLSearchParams): Record<string, string> | null => {
  if (hasFilters(search)) return null;
  const saved = sessionStore.getJson<Record<string, string>>(FILTERS_KEY);
  return saved && FILTER_KEYS.some((key) => typeof saved[key] === 'string') ? saved : null;
};
