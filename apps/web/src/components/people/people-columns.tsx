import {
  type AdminUser,
  type Department,
  formatUtcDate,
  type Role,
  USER_STATUSES,
  type UserStatus,
} from '@parlance/shared';
import type { ResourceColumn } from '../data-table';
import { type PeopleKind, STATUS_LABELS } from './people-kind';

export const StatusBadge = ({ status }: { status: UserStatus }) => (
  <span className={`people-status people-status--${status.toLowerCase().replace('_', '-')}`}>
    {STATUS_LABELS[status]}
  </span>
);

/**
 * The columns of the users and agents tables. Fields are those of USER_LIST_SPEC: the name column sorts and
 * filters by last name, the roles column filters by role name (`role`), the department column by id.
 */
export const peopleColumns = (
  kind: PeopleKind,
  roles: readonly Role[] | undefined,
  departments: readonly Department[] | undefined,
): ResourceColumn<AdminUser>[] => {
  const departmentNames = new Map((departments ?? []).map((department) => [department.id, department.name]));
  const columns: ResourceColumn<AdminUser>[] = [
    { field: 'login', header: 'Login', sortable: true, filter: { kind: 'text' } },
    {
      field: 'lastName',
      header: 'Name',
      sortable: true,
      filter: { kind: 'text', label: 'Filter by last name' },
      body: (person) => person.fullName,
    },
    { field: 'email', header: 'E-mail', sortable: true, filter: { kind: 'text' } },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      filter: {
        kind: 'enum',
        options: USER_STATUSES.map((status) => ({ label: STATUS_LABELS[status], value: status })),
      },
      body: (person) => <StatusBadge status={person.status} />,
    },
    // Beside the status, so that it is in view on a laptop's screen (1366 px) without scrolling the table.
    {
      field: 'lastActivityDate',
      header: 'Last activity',
      sortable: true,
      filter: { kind: 'date' },
      body: (person) => formatUtcDate(person.lastActivityDate),
    },
    {
      field: 'role',
      header: 'Roles',
      ...(roles
        ? { filter: { kind: 'enum', options: roles.map((role) => ({ label: role.name, value: role.name })) } }
        : {}),
      body: (person) => person.roles.join(', '),
    },
    {
      field: 'departmentId',
      header: 'Department',
      ...(departments
        ? {
            filter: {
              kind: 'number',
              matchMode: 'equals',
              options: departments.map((department) => ({ label: department.name, value: department.id })),
            },
          }
        : {}),
      body: (person) =>
        person.departmentId === null ? '' : (departmentNames.get(person.departmentId) ?? ''),
    },
  ];
  if (kind.agentAttributes) {
    columns.push({ field: 'externalCode', header: 'External code', filter: { kind: 'text' } });
  }
  columns.push({
    field: 'createdDate',
    header: 'Created',
    sortable: true,
    filter: { kind: 'date' },
    body: (person) => formatUtcDate(person.createdDate),
  });
  return columns;
};
