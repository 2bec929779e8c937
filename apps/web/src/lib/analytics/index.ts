export { accessibleName } from './accessible-name';
export {
  afterPageLoad,
  afterPageSettles,
  resetAnalyticsForTests,
  type StartOptions,
  startAnalytics,
  type Tracker,
  trackButtonClick,
  trackLogin,
  trackLogout,
  trackPage,
} from './tracker';
export { usePageViews } from './use-page-views';
