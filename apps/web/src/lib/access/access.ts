import { type ClientApp, canAccess, SCREEN_ACCESS, type Screen, type UserAccount } from '@parlance/shared';

/** Whether the account may open a screen, as the shared table says. */
export const canSee = (account: Pick<UserAccount, 'authorities'> | undefined, screen: Screen): boolean =>
  canAccess(account?.authorities, SCREEN_ACCESS[screen]);

const SCREENS = Object.keys(SCREEN_ACCESS) as Screen[];

/**
 * The screen of a tenant path (`/{tenantPublicId}/studio/dashboard` → `studio/dashboard`): the longest screen
 * key the path starts with, segment by segment, or undefined when none matches.
 */
export const screenOfPath = (path: string): Screen | undefined => {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean).slice(1) ?? [];
  for (let length = segments.length; length > 0; length -= 1) {
    const key = segments.slice(0, length).join('/');
    if ((SCREENS as string[]).includes(key)) return key as Screen;
  }
  return undefined;
};

/** The external applications (client apps) the menus link to, with the screen that grants them. */
export const EXTERNAL_APP_SCREENS = {
  supex: 'supervisor',
  'agentic-voice-management': 'agentic-voice',
  'post-call-analytics': 'reporting',
} as const satisfies Record<string, Screen>;
export type ExternalAppId = keyof typeof EXTERNAL_APP_SCREENS;

/** The URL configured for a client app, or undefined when the tenant has none (or an empty one). */
export const clientAppUrl = (
  tenant: { clientApps: readonly ClientApp[] } | undefined,
  clientId: ExternalAppId,
): string | undefined => {
  const url = tenant?.clientApps.find((app) => app.clientId === clientId)?.url.trim();
  return url ? url : undefined;
};
