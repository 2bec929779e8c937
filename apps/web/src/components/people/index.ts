export { AGENTS, type PeopleKind, USERS } from './people-kind';
export { PeoplePage } from './people-page';
