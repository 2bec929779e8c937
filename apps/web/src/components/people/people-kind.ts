import { type Endpoint, PAGE_HEADERS, ROLES, type UserStatus } from '@parlance/shared';

/** The two collections of people the admin pages manage; agents are users holding ROLE_XLM_AGENT. */
export type PeopleCollection = 'users' | 'agents';

/** What differs between the Users and the Agents pages; everything else is one implementation. */
export interface PeopleKind {
  collection: PeopleCollection;
  /** The page heading. */
  title: string;
  /** The sentence under the heading (the server's first paint draws the same, `PAGE_HEADERS`). */
  lead: string;
  /** The thing named in toasts (spec section 8: "Successfully created User"). */
  thing: string;
  /** The table's empty message. */
  emptyMessage: string;
  /** A role every person of the collection holds and the forms cannot take away. */
  lockedRole?: string;
  /** Agents have an external code (shown, filtered and edited) and a control group. */
  agentAttributes: boolean;
}

export const USERS: PeopleKind = {
  collection: 'users',
  title: PAGE_HEADERS['admin/account-management/users'].title,
  lead: PAGE_HEADERS['admin/account-management/users'].lead,
  thing: 'User',
  emptyMessage: 'No users found.',
  agentAttributes: false,
};

export const AGENTS: PeopleKind = {
  collection: 'agents',
  title: PAGE_HEADERS['admin/account-management/agents'].title,
  lead: PAGE_HEADERS['admin/account-management/agents'].lead,
  thing: 'Agent',
  emptyMessage: 'No agents found.',
  lockedRole: ROLES.agent,
  agentAttributes: true,
};

/** The calls behind each button of a collection, as keys of the shared ENDPOINT_ACCESS table. */
export interface PeopleEndpoints {
  create: Endpoint;
  update: Endpoint;
  deactivate: Endpoint;
  reactivate: Endpoint;
  resendInvitation: Endpoint;
  passwordReset: Endpoint;
  /** Agents only. */
  controlGroup: Endpoint | undefined;
  roles: Endpoint;
  departments: Endpoint;
}

export const peopleEndpoints = (collection: PeopleCollection): PeopleEndpoints => ({
  create: `POST /:tenantPublicId/api/${collection}`,
  update: `PUT /:tenantPublicId/api/${collection}/:id`,
  deactivate: `POST /:tenantPublicId/api/${collection}/:id/deactivate`,
  reactivate: `POST /:tenantPublicId/api/${collection}/:id/reactivate`,
  resendInvitation: `POST /:tenantPublicId/api/${collection}/:id/resend-invitation`,
  passwordReset: `POST /:tenantPublicId/api/${collection}/:id/password-reset`,
  controlGroup: collection === 'agents' ? 'POST /:tenantPublicId/api/agents/:id/control-group' : undefined,
  roles: 'GET /:tenantPublicId/api/roles',
  departments: 'GET /:tenantPublicId/api/departments',
});

/** How a status reads in the table and its filter. */
export const STATUS_LABELS: Record<UserStatus, string> = {
  INVITED: 'Invited',
  ACTIVE: 'Active',
  DEACTIVATED: 'Deactivated',
  CONTROL_GROUP: 'Control group',
  TEMP_PASSWORD: 'Temporary password',
};

/** Statuses that can sign in, and so can be sent a password reset (as the server decides). */
export const CAN_SIGN_IN: readonly UserStatus[] = ['ACTIVE', 'CONTROL_GROUP', 'TEMP_PASSWORD'];

/** Query keys: every list page and single person of a collection sit under `peopleQueryKey`. */
export const peopleQueryKey = (tenantPublicId: number, collection: PeopleCollection) =>
  ['people', collection, tenantPublicId] as const;
