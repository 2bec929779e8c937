import {
  formatUtcDate,
  PAGE_HEADERS,
  PROGRAM_CHANNELS,
  PROGRAM_LIST_SPEC,
  PROGRAM_STATUSES,
  type Program,
} from '@parlance/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { AdminError, AdminPage, RowAction, RowActions } from '../../../components/admin-page';
import { type ResourceColumn, ResourceTable } from '../../../components/data-table';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../../lib/lazy-component';
import { useTableState } from '../../../lib/table-state';
import { useList } from '../../../lib/use-list';
import { deleteProgram } from './api/delete-program';
import { PROGRAMS_PATH, programsQueryKey } from './api/list-programs';
import { updateProgram } from './api/update-program';
import { CHANNEL_LABELS, STATUS_LABELS } from './components/program-labels';

// The form (react-hook-form, zod) and the delete confirmation (PrimeReact's Dialog) load when first opened, not
// with the list; the form is fetched ahead when the pointer or the focus reaches "New program".
const ProgramForm = lazyNamed(() => import('./components/program-form'), 'ProgramForm');
const DeleteConfirm = lazyNamed(() => import('../../../components/delete-confirm'), 'DeleteConfirm');

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

const COLUMNS: ResourceColumn<Program>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { kind: 'text' } },
  // The id an integrator gives as `program` to the engagements API and the transcript import.
  { field: 'id', header: 'ID', body: (program) => <code className="program-id">{program.id}</code> },
  {
    field: 'channel',
    header: 'Channel',
    sortable: true,
    filter: {
      kind: 'enum',
      options: PROGRAM_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    body: (program) => CHANNEL_LABELS[program.channel],
  },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    filter: {
      kind: 'enum',
      options: PROGRAM_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    body: (program) => (
      <span className={`admin-tag admin-tag--${program.status === 'active' ? 'active' : 'muted'}`}>
        {STATUS_LABELS[program.status]}
      </span>
    ),
  },
  {
    field: 'agentOnly',
    header: 'Agent only',
    filter: { kind: 'boolean', options: YES_NO },
    body: (program) => (program.agentOnly ? 'Yes' : 'No'),
  },
  {
    field: 'createdDate',
    header: 'Created',
    sortable: true,
    filter: { kind: 'date' },
    body: (program) => formatUtcDate(program.createdDate),
  },
];

type Editing = { program: Program | null } | null;

/**
 * /{tenantPublicId}/admin/programs: the tenant's conversation programs in a server-side table (page, sort and
 * filters in the URL), created, edited, restored and deleted by whoever holds each permission. Deleting a program
 * with conversations archives it; the server's answer says which happened.
 */
export const ProgramsPage = () => {
  const { tenantPublicId = '' } = useParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const { state, setState } = useTableState(PROGRAM_LIST_SPEC);
  const list = useList(programsQueryKey(tenantPublicId), PROGRAMS_PATH, { tenantPublicId }, state);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);

  const mayCreate = mayCall('POST /:tenantPublicId/api/programs');
  const mayUpdate = mayCall('PUT /:tenantPublicId/api/programs/:id');
  const mayDelete = mayCall('DELETE /:tenantPublicId/api/programs/:id');

  const refresh = () => queryClient.invalidateQueries({ queryKey: programsQueryKey(tenantPublicId) });

  const restore = async (program: Program) => {
    try {
      await updateProgram(tenantPublicId, program.id, {
        name: program.name,
        description: program.description,
        channel: program.channel,
        agentOnly: program.agentOnly,
        status: 'active',
      });
    } catch (error) {
      toast.showApiError(error);
      return;
    }
    toast.showSuccess('Program', 'updated');
    await refresh();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { archived } = await deleteProgram(tenantPublicId, deleting.id);
    // Archiving changes the program's status: "Successfully updated Program" / "Program was successfully archived".
    if (archived) toast.showSuccess('Program', 'updated', { detailAction: 'archived' });
    else toast.showSuccess('Program', 'deleted');
    await refresh();
  };

  const actions =
    mayUpdate || mayDelete
      ? (program: Program) => (
          <RowActions>
            {mayUpdate ? (
              <RowAction
                icon="pi-pencil"
                label="Edit"
                name={program.name}
                onClick={() => setEditing({ program })}
                onPreload={ProgramForm.preload}
              />
            ) : null}
            {mayUpdate && program.status === 'archived' ? (
              <RowAction
                icon="pi-replay"
                label="Restore"
                name={program.name}
                onClick={() => void restore(program)}
              />
            ) : null}
            {mayDelete && !(program.status === 'archived' && program.hasConversations) ? (
              <RowAction
                icon={program.hasConversations ? 'pi-inbox' : 'pi-trash'}
                label={program.hasConversations ? 'Archive' : 'Delete'}
                name={program.name}
                danger
                onClick={() => setDeleting(program)}
                onPreload={DeleteConfirm.preload}
              />
            ) : null}
          </RowActions>
        )
      : undefined;

  return (
    <AdminPage
      {...PAGE_HEADERS['admin/programs']}
      actions={
        mayCreate ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label="New program"
            onPointerEnter={ProgramForm.preload}
            onFocus={ProgramForm.preload}
            onClick={() => setEditing({ program: null })}
          />
        ) : null
      }
    >
      <ResourceTable<Program>
        label="Programs"
        columns={COLUMNS}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage="No programs found."
        actions={actions}
      />
      <p className="page__lead" data-testid="program-id-note">
        The engagements API (<code>/api/v1</code>) names a program by its ID, as <code>program</code>.
      </p>
      <AdminError error={list.error} testId="programs-error" />
      {editing ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ProgramForm
            tenantPublicId={tenantPublicId}
            program={editing.program}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <LazyDialog shown={deleting !== null}>
        <DeleteConfirm
          visible={deleting !== null}
          header={deleting?.hasConversations ? 'Archive the program?' : 'Delete the program?'}
          confirmLabel={deleting?.hasConversations ? 'Archive' : 'Delete'}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {deleting?.hasConversations ? (
            <p>
              <strong>{deleting.name}</strong> has conversations, so it will be archived rather than deleted.
              An archived program can be restored later.
            </p>
          ) : (
            <p>
              <strong>{deleting?.name}</strong> will be deleted. This cannot be undone.
            </p>
          )}
        </DeleteConfirm>
      </LazyDialog>
    </AdminPage>
  );
};
