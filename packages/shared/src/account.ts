// Plain values of accounts, kept apart from the zod schemas so that the first page load does not carry zod.
import type { UserAccount } from './schemas/account.js';

export const USER_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED', 'CONTROL_GROUP', 'TEMP_PASSWORD'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CLIENT_APP_IDS = ['supex', 'agentic-voice-management', 'post-call-analytics'] as const;

/** Spec section 3: the anonymous default (id 0, login "anon", status deactivated). */
export const ANONYMOUS_ACCOUNT: UserAccount = {
  id: 0,
  login: 'anon',
  firstName: null,
  middleName: null,
  lastName: null,
  fullName: '',
  email: '',
  activated: false,
  status: 'DEACTIVATED',
  roles: [],
  authorities: [],
  tenantPublicId: 0,
  externalCode: null,
  createdBy: null,
  createdDate: null,
  lastModifiedBy: null,
  lastModifiedDate: null,
  lastActivityDate: null,
};
