/**
 * Query strings and fragments never leave the browser in an event: password-reset and invitation keys travel
 * in them. Cuts them from the URLs the library records and empties `search`.
 */
const withoutQuery = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[?#].*$/, '') : value;

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;

const scrubPage = (page: unknown) => {
  if (!isBag(page)) return;
  if ('url' in page) page.url = withoutQuery(page.url);
  if ('referrer' in page) page.referrer = withoutQuery(page.referrer);
  if ('search' in page) page.search = '';
};

/** Scrubs an event in place: the page context, and the properties of page events. */
export const scrubEvent = (event: { type?: string; properties?: unknown; context?: unknown }) => {
  if (isBag(event.context)) scrubPage(event.context.page);
  if (event.type === 'page') scrubPage(event.properties);
};
