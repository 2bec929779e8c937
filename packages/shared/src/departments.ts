import type { ListSpec } from './list-query.js';

/*
 * The departments table's list spec, kept apart from the zod schemas of `schemas/departments.ts`: the table
 * loads no zod.
 */

export const DEPARTMENT_LIST_SPEC: ListSpec = {
  sortable: ['name', 'description'],
  filters: { name: 'text', description: 'text' },
  defaultSort: { field: 'name', order: 1 },
};
