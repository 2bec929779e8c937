import { ANONYMOUS_ACCOUNT, type CurrentTenant, type UserAccount } from '@parlance/shared';

export const account = (overrides: Partial<UserAccount> = {}): UserAccount => ({
  ...ANONYMOUS_ACCOUNT,
  id: 11,
  login: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  activated: true,
  status: 'ACTIVE',
  roles: ['ROLE_ADMIN'],
  authorities: ['ROLE_ADMIN'],
  tenantPublicId: 7,
  ...overrides,
});

export const tenant = (overrides: Partial<CurrentTenant> = {}): CurrentTenant => ({
  publicId: 7,
  name: 'Acme Contact',
  clientApps: [],
  timeZone: 'UTC',
  ...overrides,
});
