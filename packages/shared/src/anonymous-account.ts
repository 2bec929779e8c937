// The account of nobody signed in, a plain value typed by the account schema (`import type`: no zod at run time).
// It is apart from `account.ts`, whose values the schemas use, so that imports go one way only.
import type { UserAccount } from './schemas/account.js';

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
