import { DEPARTMENT_LIST_SPEC, type Department } from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { AdminError, RowAction, RowActions, SectionHeader } from '../../../../components/admin-page';
import { type ResourceColumn, ResourceTable } from '../../../../components/data-table';
import { useToast } from '../../../../components/toast';
import { useMayCall } from '../../../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../../../lib/lazy-component';
import { useScopedTableState } from '../../../../lib/scoped-table-state';
import { useList } from '../../../../lib/use-list';
import { deleteDepartment } from '../api/delete-department';
import { DEPARTMENTS_PATH, departmentsQueryKey } from '../api/list-departments';

// The form (react-hook-form, zod) and the delete confirmation (PrimeReact's Dialog) load when first opened, not
// with the list; the form is fetched ahead when the pointer or the focus reaches "New department".
const DepartmentForm = lazyNamed(() => import('./department-form'), 'DepartmentForm');
const DeleteConfirm = lazyNamed(() => import('../../../../components/delete-confirm'), 'DeleteConfirm');

const COLUMNS: ResourceColumn<Department>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { kind: 'text' } },
  {
    field: 'description',
    header: 'Description',
    sortable: true,
    filter: { kind: 'text' },
    body: (department) => department.description ?? '',
  },
  { field: 'userCount', header: 'Agents' },
];

type Editing = { department: Department | null } | null;

/** The departments agents belong to: a table (state in the URL under `departments.`), create, edit and delete. */
export const DepartmentsSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const { state, setState } = useScopedTableState(DEPARTMENT_LIST_SPEC, 'departments');
  const list = useList(departmentsQueryKey(tenantPublicId), DEPARTMENTS_PATH, { tenantPublicId }, state);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);

  const mayCreate = mayCall('POST /:tenantPublicId/api/departments');
  const mayUpdate = mayCall('PUT /:tenantPublicId/api/departments/:id');
  const mayDelete = mayCall('DELETE /:tenantPublicId/api/departments/:id');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteDepartment(tenantPublicId, deleting.id);
    } finally {
      // Counts may have changed either way (someone moved in or out meanwhile).
      void queryClient.invalidateQueries({ queryKey: departmentsQueryKey(tenantPublicId) });
    }
    toast.showSuccess('Department', 'deleted');
  };

  return (
    <section className="settings-section" aria-labelledby="departments-heading">
      <SectionHeader
        id="departments-heading"
        title="Departments"
        lead="Agents belong to one department."
        actions={
          mayCreate ? (
            <Button
              type="button"
              icon="pi pi-plus"
              label="New department"
              onPointerEnter={DepartmentForm.preload}
              onFocus={DepartmentForm.preload}
              onClick={() => setEditing({ department: null })}
            />
          ) : null
        }
      />
      <ResourceTable<Department>
        label="Departments"
        columns={COLUMNS}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage="No departments found."
        actions={
          mayUpdate || mayDelete
            ? (department) => (
                <RowActions>
                  {mayUpdate ? (
                    <RowAction
                      icon="pi-pencil"
                      label="Edit"
                      name={department.name}
                      onClick={() => setEditing({ department })}
                      onPreload={DepartmentForm.preload}
                    />
                  ) : null}
                  {mayDelete ? (
                    <RowAction
                      icon="pi-trash"
                      label="Delete"
                      name={department.name}
                      danger
                      onClick={() => setDeleting(department)}
                      onPreload={DeleteConfirm.preload}
                    />
                  ) : null}
                </RowActions>
              )
            : undefined
        }
      />
      <AdminError error={list.error} testId="departments-error" />
      {editing ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <DepartmentForm
            tenantPublicId={tenantPublicId}
            department={editing.department}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <LazyDialog shown={deleting !== null}>
        <DeleteConfirm
          visible={deleting !== null}
          header="Delete the department?"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting?.name}</strong> will be deleted. This cannot be undone.
          </p>
          {deleting && deleting.userCount > 0 ? (
            <p>
              {deleting.userCount === 1 ? '1 agent belongs' : `${deleting.userCount} agents belong`} to it; a
              department can only be deleted once nobody is in it.
            </p>
          ) : null}
        </DeleteConfirm>
      </LazyDialog>
    </section>
  );
};
