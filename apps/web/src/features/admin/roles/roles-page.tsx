import { PAGE_HEADERS, type PermissionEntry, ROLE_LIST_SPEC, type Role } from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AdminError, AdminPage, RowAction, RowActions } from '../../../components/admin-page';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
import { accountStore } from '../../../lib/auth';
import { useMayCall } from '../../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../../lib/lazy-component';
import { useTableState } from '../../../lib/table-state';
import { useList } from '../../../lib/use-list';
import { deleteRole } from './api/delete-role';
import { listPermissions, permissionsQueryKey } from './api/list-permissions';
import { listAllRoles, MATRIX_ROLE_LIMIT, ROLES_PATH, rolesQueryKey } from './api/list-roles';
import { PermissionMatrix } from './components/permission-matrix';
import './components/roles.css';

// The form (react-hook-form, zod) and the delete confirmation (PrimeReact's Dialog) load when first opened, not
// with the list; the form is fetched ahead when the pointer or the focus reaches "New role".
const RoleForm = lazyNamed(() => import('./components/role-form'), 'RoleForm');
const DeleteConfirm = lazyNamed(() => import('../../../components/delete-confirm'), 'DeleteConfirm');

const COLUMNS: ResourceColumn<Role>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { kind: 'text' } },
  {
    field: 'description',
    header: 'Description',
    sortable: true,
    filter: { kind: 'text' },
    body: (role) => role.description ?? '',
  },
  {
    field: 'standard',
    header: 'Type',
    sortable: true,
    filter: {
      kind: 'boolean',
      options: [
        { label: 'Standard', value: true },
        { label: 'Custom', value: false },
      ],
    },
    body: (role) =>
      role.standard ? (
        <span className="admin-tag admin-tag--muted">Standard (read-only)</span>
      ) : (
        <span className="admin-tag admin-tag--active">Custom</span>
      ),
  },
  { field: 'userCount', header: 'Users' },
  { field: 'permissions', header: 'Permissions', body: (role) => role.permissions.length },
];

type Editing = { role: Role | null } | null;

/**
 * /{tenantPublicId}/admin/role-management/standard, "Roles & Permissions": the tenant's roles in a server-side
 * table (state in the URL) and a permission matrix of every role. Standard roles are read-only; custom roles are
 * created, edited and deleted here. A role still held by someone cannot be deleted (the server says so).
 */
export const RolesPage = () => {
  const { tenantPublicId = '' } = useParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const { state, setState } = useTableState(ROLE_LIST_SPEC);
  const list = useList(rolesQueryKey(tenantPublicId), ROLES_PATH, { tenantPublicId }, state);
  const allRoles = useQuery({
    queryKey: [...rolesQueryKey(tenantPublicId), 'matrix'],
    queryFn: ({ signal }) => listAllRoles(tenantPublicId, signal),
  });
  const permissions = useQuery({
    queryKey: permissionsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listPermissions(tenantPublicId, signal),
    staleTime: 10 * 60 * 1000,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const mayCreate = mayCall('POST /:tenantPublicId/api/roles');
  const mayUpdate = mayCall('PUT /:tenantPublicId/api/roles/:id');
  const mayDelete = mayCall('DELETE /:tenantPublicId/api/roles/:id');
  const catalogue: readonly PermissionEntry[] = permissions.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    await deleteRole(tenantPublicId, deleting.id);
    toast.showSuccess('Role', 'deleted');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rolesQueryKey(tenantPublicId) }),
      accountStore.invalidate(),
    ]);
  };

  const actions =
    mayUpdate || mayDelete
      ? (role: Role) =>
          role.standard ? (
            <span className="visually-hidden">Standard roles cannot be changed</span>
          ) : (
            <RowActions>
              {mayUpdate ? (
                <RowAction
                  icon="pi-pencil"
                  label="Edit"
                  name={role.name}
                  disabled={!permissions.data}
                  onClick={() => setEditing({ role })}
                  onPreload={RoleForm.preload}
                />
              ) : null}
              {mayDelete ? (
                <RowAction
                  icon="pi-trash"
                  label="Delete"
                  name={role.name}
                  danger
                  onClick={() => setDeleting(role)}
                  onPreload={DeleteConfirm.preload}
                />
              ) : null}
            </RowActions>
          )
      : undefined;

  return (
    <AdminPage
      {...PAGE_HEADERS['admin/role-management/standard']}
      actions={
        mayCreate ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label="New role"
            disabled={!permissions.data}
            onPointerEnter={RoleForm.preload}
            onFocus={RoleForm.preload}
            onClick={() => setEditing({ role: null })}
          />
        ) : null
      }
    >
      <section className="roles-section" aria-labelledby="roles-heading">
        <h2 id="roles-heading" className="visually-hidden">
          Roles
        </h2>
        <ResourceTable<Role>
          label="Roles"
          columns={COLUMNS}
          state={state}
          onStateChange={setState}
          page={list.data}
          loading={list.isFetching}
          emptyMessage="No roles found."
          actions={actions}
        />
        <AdminError error={list.error} testId="roles-error" />
      </section>
      <AdminError error={permissions.error ?? allRoles.error} testId="matrix-load-error" />
      {allRoles.data && permissions.data ? (
        <PermissionMatrix
          tenantPublicId={tenantPublicId}
          roles={allRoles.data.rows}
          permissions={permissions.data}
          editable={mayUpdate}
          truncated={allRoles.data.total > MATRIX_ROLE_LIMIT}
        />
      ) : null}
      {editing ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <RoleForm
            tenantPublicId={tenantPublicId}
            role={editing.role}
            permissions={catalogue}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <LazyDialog shown={deleting !== null}>
        <DeleteConfirm
          visible={deleting !== null}
          header="Delete the role?"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting?.name}</strong> will be deleted. This cannot be undone.
          </p>
          {deleting && deleting.userCount > 0 ? (
            <p>
              {deleting.userCount === 1 ? '1 user holds' : `${deleting.userCount} users hold`} it; a role can
              only be deleted once nobody holds it.
            </p>
          ) : null}
        </DeleteConfirm>
      </LazyDialog>
    </AdminPage>
  );
};
