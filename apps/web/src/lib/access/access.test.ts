import { SCREEN_ACCESS, type Screen } from '@parlance/shared';
import { describe, expect, it } from 'vitest';
import { canSee, clientAppUrl, mergeHandles, screenOfPath } from '.';

describe('screenOfPath', () => {
  it('finds the screen of a tenant path, the longest key first', () => {
    expect(screenOfPath('/7/home')).toBe('home');
    expect(screenOfPath('/7/studio')).toBe('studio');
    expect(screenOfPath('/7/studio/dashboard')).toBe('studio/dashboard');
    expect(screenOfPath('/7/studio/simulator?program=1')).toBe('studio/simulator');
    expect(screenOfPath('/7/admin/account-management/users/12')).toBe('admin/account-management/users');
    expect(screenOfPath('/7/admin/programs/')).toBe('admin/programs');
    expect(screenOfPath('/7/supervisor')).toBe('supervisor');
  });

  it('is undefined for paths of no screen', () => {
    expect(screenOfPath('/7')).toBeUndefined();
    expect(screenOfPath('/7/nowhere')).toBeUndefined();
    expect(screenOfPath('/7/studiox/dashboard')).toBeUndefined();
  });

  it('knows every screen of the shared table', () => {
    for (const screen of Object.keys(SCREEN_ACCESS) as Screen[]) {
      expect(screenOfPath(`/7/${screen}`)).toBe(screen);
    }
  });
});

describe('canSee', () => {
  it('reads the shared table', () => {
    expect(canSee({ authorities: ['p-view_xlm_test_ui'] }, 'studio/simulator')).toBe(true);
    expect(canSee({ authorities: ['p-view_xlm_triples_ui'] }, 'studio/simulator')).toBe(false);
    expect(canSee({ authorities: ['p-view_supervisor'] }, 'supervisor')).toBe(true);
    expect(canSee({ authorities: ['ROLE_ADMIN'] }, 'admin')).toBe(true);
    expect(canSee({ authorities: ['p-view_programs'] }, 'admin')).toBe(false);
  });

  it('lets any signed-in user see home, and nobody without an account', () => {
    expect(canSee({ authorities: [] }, 'home')).toBe(true);
    expect(canSee(undefined, 'home')).toBe(false);
  });
});

describe('clientAppUrl', () => {
  const tenant = {
    clientApps: [
      { clientId: 'supex', url: 'https://sup.example.com' },
      { clientId: 'post-call-analytics', url: ' ' },
    ],
  };
  it('is the URL of a configured client app, undefined otherwise', () => {
    expect(clientAppUrl(tenant, 'supex')).toBe('https://sup.example.com');
    expect(clientAppUrl(tenant, 'post-call-analytics')).toBeUndefined();
    expect(clientAppUrl(tenant, 'agentic-voice-management')).toBeUndefined();
    expect(clientAppUrl(undefined, 'supex')).toBeUndefined();
  });
});

describe('mergeHandles', () => {
  it('lets the deepest route win and ignores routes without a handle', () => {
    expect(
      mergeHandles([
        { handle: undefined },
        { handle: { screen: 'studio' } },
        { handle: { screen: 'studio/dashboard' } },
        { handle: null },
      ]),
    ).toEqual({ screen: 'studio/dashboard' });
    expect(mergeHandles([])).toEqual({});
  });
});
