import { USER_STATUSES } from './account.js';
import type { ListSpec } from './list-query.js';

/*
 * Plain values of the users and agents screens (how a user is created, the list spec), kept apart from the zod
 * schemas of `schemas/users.ts`: the tables load no zod.
 */

/** How a new user gets in: an invitation mail, or a temporary password to change at first sign-in. */
export const USER_CREATE_MODES = ['invite', 'temporaryPassword'] as const;
export type UserCreateMode = (typeof USER_CREATE_MODES)[number];

/** Sorting and filtering of the users and agents tables. `role` takes role names. */
export const USER_LIST_SPEC: ListSpec = {
  sortable: [
    'login',
    'email',
    'firstName',
    'lastName',
    'status',
    'createdDate',
    'lastModifiedDate',
    'lastActivityDate',
  ],
  filters: {
    login: 'text',
    email: 'text',
    firstName: 'text',
    lastName: 'text',
    status: { kind: 'enum', values: USER_STATUSES },
    createdDate: 'date',
    lastActivityDate: 'date',
    role: 'enum',
    departmentId: 'number',
    externalCode: 'text',
  },
  defaultSort: { field: 'login', order: 1 },
};
