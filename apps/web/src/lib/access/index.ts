// Shared with the server, which draws a signed-in page's first paint by the same rules.
export {
  canSee,
  clientAppUrl,
  EXTERNAL_APP_SCREENS,
  type ExternalAppId,
  screenOfPath,
} from '@parlance/shared';
export { mergeHandles, type RouteHandle, useRouteHandle } from './route-handle';
