export { canSee, clientAppUrl, EXTERNAL_APP_SCREENS, type ExternalAppId, screenOfPath } from './access';
export { mergeHandles, type RouteHandle, useRouteHandle } from './route-handle';
