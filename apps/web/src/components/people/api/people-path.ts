import type { PeopleCollection } from '../people-kind';

/** The path templates of a collection of people: `/{tenantPublicId}/api/users` or `…/agents`, and the rest. */
export const peoplePath = <C extends PeopleCollection>(collection: C) =>
  `/{tenantPublicId}/api/${collection}` as const;
export const personPath = <C extends PeopleCollection>(collection: C) =>
  `/{tenantPublicId}/api/${collection}/{id}` as const;
export const personActionPath = <
  C extends PeopleCollection,
  A extends 'deactivate' | 'reactivate' | 'resend-invitation' | 'password-reset',
>(
  collection: C,
  action: A,
) => `/{tenantPublicId}/api/${collection}/{id}/${action}` as const;
