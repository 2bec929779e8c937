import type { Screen } from '@parlance/shared';
import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`: the screen whose access guards it (SCREEN_ACCESS). */
export interface RouteHandle {
  screen?: Screen;
}

const handleOf = (match: { handle: unknown }): RouteHandle =>
  typeof match.handle === 'object' && match.handle !== null ? (match.handle as RouteHandle) : {};

/** The handles of the matched routes merged from the root down: the deepest route's declarations win. */
export const mergeHandles = (matches: readonly { handle: unknown }[]): RouteHandle =>
  Object.assign({}, ...matches.map(handleOf)) as RouteHandle;

export const useRouteHandle = (): RouteHandle => mergeHandles(useMatches());
