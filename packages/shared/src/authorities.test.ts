import { describe, expect, it } from 'vitest';
import { hasAnyAuthority, hasAuthority, PERMISSION_NAMES, STANDARD_ROLES } from './authorities.js';

describe('authority checks (spec section 6)', () => {
  const authorities = ['ROLE_ADMIN', 'p-create_roles'];
  it('has a given authority', () => {
    expect(hasAuthority(authorities, 'p-create_roles')).toBe(true);
    expect(hasAuthority(authorities, 'p-view_programs')).toBe(false);
    expect(hasAuthority(undefined, 'ROLE_ADMIN')).toBe(false);
  });
  it('has at least one from a list', () => {
    expect(hasAnyAuthority(authorities, ['p-view_programs', 'ROLE_ADMIN'])).toBe(true);
    expect(hasAnyAuthority(authorities, ['p-view_programs'])).toBe(false);
    expect(hasAnyAuthority(undefined, ['ROLE_ADMIN'])).toBe(false);
  });
  it('an empty list allows everyone', () => {
    expect(hasAnyAuthority([], [])).toBe(true);
  });
});

describe('standard roles', () => {
  it('the admin holds every permission and the others only known ones', () => {
    expect([...STANDARD_ROLES.ROLE_ADMIN].sort()).toEqual([...PERMISSION_NAMES].sort());
    for (const permissions of Object.values(STANDARD_ROLES)) {
      for (const permission of permissions) expect(PERMISSION_NAMES).toContain(permission);
    }
  });
  it('the agent role grants no screen', () => {
    expect(STANDARD_ROLES.ROLE_XLM_AGENT).toEqual([]);
  });
});
