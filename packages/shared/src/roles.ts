import type { ListSpec } from './list-query.js';

/*
 * Plain values of roles (the name rule and its derivation, the list spec), kept apart from the zod schemas of
 * `schemas/roles.ts`, which use them: the roles table loads no zod.
 */

export const ROLE_NAME_PREFIX = 'ROLE_';
export const ROLE_NAME_MAX_LENGTH = 60;
/** What a custom role's name must look like once derived: `ROLE_` then upper-case letters, digits and `_`. */
export const ROLE_NAME_PATTERN = /^ROLE_[A-Z0-9][A-Z0-9_]*$/;

/**
 * The role name the server stores for what a person typed: trimmed, upper-cased, runs of spaces and hyphens made
 * one `_`, and `ROLE_` put in front unless it is there already ("Team lead" → `ROLE_TEAM_LEAD`). The form can
 * show it as a preview; the server derives it again.
 */
export const toRoleName = (text: string): string => {
  const name = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return name.startsWith(ROLE_NAME_PREFIX) ? name : `${ROLE_NAME_PREFIX}${name}`;
};

export const ROLE_LIST_SPEC: ListSpec = {
  sortable: ['name', 'description', 'standard'],
  filters: { name: 'text', description: 'text', standard: 'boolean' },
  defaultSort: { field: 'name', order: 1 },
};
