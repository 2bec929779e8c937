/**
 * The tracker's types, apart from `tracker.ts`, so that the Segment adapter (`segment.ts`, which `tracker.ts`
 * loads in its own chunk) can name them without importing the tracker back.
 */

/** What the app sends (spec section 1): page views, button clicks, login and logout. */
export interface Tracker {
  page(properties: PageProperties): void;
  track(event: string, properties?: Record<string, unknown>): void;
  identify(userId: string, traits?: Record<string, unknown>): void;
  reset(): void;
}

export interface PageProperties {
  path: string;
  url: string;
  title: string;
  [key: string]: unknown;
}

export interface AnalyticsConfig {
  writeKey: string;
  cdnEnabled: boolean;
}
