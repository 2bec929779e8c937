import { type AdminUser, type Endpoint, USER_LIST_SPEC } from '@parlance/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../lib/auth';
import { useMayCall } from '../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../lib/lazy-component';
import { useTableState } from '../../lib/table-state';
import { useList } from '../../lib/use-list';
import { AdminError, AdminPage } from '../admin-page';
import { ResourceTable } from '../data-table';
import { useToast } from '../toast';
import { deactivatePerson } from './api/deactivate-person';
import { departmentOptionsQueryKey, getDepartmentOptions } from './api/get-department-options';
import { getRoleOptions, roleOptionsQueryKey } from './api/get-role-options';
import { peoplePath } from './api/people-path';
import { reactivatePerson } from './api/reactivate-person';
import { resendInvitation } from './api/resend-invitation';
import { sendPasswordReset } from './api/send-password-reset';
import { setControlGroup } from './api/set-control-group';
import { peopleColumns } from './people-columns';
import { CAN_SIGN_IN, type PeopleKind, peopleEndpoints, peopleQueryKey } from './people-kind';
import { type PersonAction, PersonActions } from './person-actions';
import './people.css';

// The forms (react-hook-form, zod, the multi-select) and the deactivate dialog (PrimeReact's Dialog) load when
// first opened, not with the list, fetched ahead when the pointer or the focus reaches the button that opens them.
const PersonCreateForm = lazyNamed(() => import('./person-create-form'), 'PersonCreateForm');
const PersonEditForm = lazyNamed(() => import('./person-edit-form'), 'PersonEditForm');
const ConfirmDialog = lazyNamed(() => import('../confirm-dialog'), 'ConfirmDialog');

/** What each row action opens, to fetch ahead. */
const PRELOAD: Partial<Record<PersonAction, () => void>> = {
  edit: PersonEditForm.preload,
  deactivate: ConfirmDialog.preload,
};

type Editing = { mode: 'create' } | { mode: 'edit'; person: AdminUser } | null;

/** Options change rarely; the forms and filters share one copy for a minute. */
const OPTIONS_STALE_MS = 60_000;

/**
 * The Users and the Agents pages (one implementation): a server-side table whose page, sort and filters live in
 * the URL, create and edit dialogs, and row actions. Buttons the signed-in user may not use are not shown.
 */
export const PeoplePage = ({ kind }: { kind: PeopleKind }) => {
  const { account } = useSession();
  // The tenant layout only renders the signed-in user's own tenant, and the path knows it before the account.
  const params = useParams();
  const tenantPublicId = Number(params.tenantPublicId) || account.tenantPublicId;
  const toast = useToast();
  const queryClient = useQueryClient();
  const access = useMemo(() => peopleEndpoints(kind.collection), [kind.collection]);
  const mayCall = useMayCall();
  const may = (endpoint: Endpoint | undefined) => endpoint !== undefined && mayCall(endpoint);
  const noun = kind.thing.toLowerCase();

  const { state, setState } = useTableState(USER_LIST_SPEC);
  const list = useList(
    peopleQueryKey(tenantPublicId, kind.collection),
    peoplePath(kind.collection),
    { tenantPublicId },
    state,
  );
  const roles = useQuery({
    queryKey: roleOptionsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getRoleOptions(tenantPublicId, signal),
    enabled: may(access.roles),
    staleTime: OPTIONS_STALE_MS,
  });
  const departments = useQuery({
    queryKey: departmentOptionsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getDepartmentOptions(tenantPublicId, signal),
    enabled: may(access.departments),
    staleTime: OPTIONS_STALE_MS,
  });
  const columns = useMemo(
    () => peopleColumns(kind, roles.data, departments.data),
    [kind, roles.data, departments.data],
  );

  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);

  /** Both collections show the same people, so a change refreshes both. */
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['people'] });

  const action = useMutation({
    mutationFn: async ({ what, person }: { what: PersonAction; person: AdminUser }) => {
      const { collection } = kind;
      switch (what) {
        case 'deactivate':
          return deactivatePerson(tenantPublicId, collection, person.id);
        case 'reactivate':
          return reactivatePerson(tenantPublicId, collection, person.id);
        case 'controlGroupOn':
        case 'controlGroupOff':
          return setControlGroup(tenantPublicId, person.id, { controlGroup: what === 'controlGroupOn' });
        case 'resendInvitation':
          return resendInvitation(tenantPublicId, collection, person.id);
        case 'passwordReset':
          return sendPasswordReset(tenantPublicId, collection, person.id);
        default:
          throw new Error(`not a row call: ${what}`);
      }
    },
    onSuccess: (_, { what, person }) => {
      if (what === 'resendInvitation') {
        toast.show({
          severity: 'success',
          summary: 'Invitation sent',
          detail: `A new invitation was sent to ${person.email}.`,
        });
      } else if (what === 'passwordReset') {
        toast.show({
          severity: 'success',
          summary: 'Password reset sent',
          detail: `A password reset e-mail was sent to ${person.email}.`,
        });
      } else {
        toast.showSuccess(kind.thing, 'updated');
      }
      setDeactivating(null);
      void refresh();
    },
    onError: (error) => {
      setDeactivating(null);
      toast.showApiError(error);
    },
  });

  const rowActions = (person: AdminUser): PersonAction[] => {
    const actions: PersonAction[] = [];
    if (may(access.update)) actions.push('edit');
    if (person.status === 'INVITED' && may(access.resendInvitation)) actions.push('resendInvitation');
    if (CAN_SIGN_IN.includes(person.status) && may(access.passwordReset)) actions.push('passwordReset');
    if (may(access.controlGroup)) {
      if (person.status === 'ACTIVE') actions.push('controlGroupOn');
      if (person.status === 'CONTROL_GROUP') actions.push('controlGroupOff');
    }
    if (person.status === 'DEACTIVATED') {
      if (may(access.reactivate)) actions.push('reactivate');
    } else if (person.id !== account.id && may(access.deactivate)) {
      actions.push('deactivate');
    }
    return actions;
  };

  const onAction = (what: PersonAction, person: AdminUser) => {
    if (what === 'edit') setEditing({ mode: 'edit', person });
    else if (what === 'deactivate') setDeactivating(person);
    else action.mutate({ what, person });
  };

  const closeEditor = () => setEditing(null);
  const formOptions = {
    roles: roles.data ?? [],
    rolesLoading: roles.isLoading,
    departments: departments.data ?? [],
    departmentsLoading: departments.isLoading,
  };

  return (
    <AdminPage
      title={kind.title}
      lead={kind.lead}
      actions={
        may(access.create) ? (
          <Button
            type="button"
            label={`New ${noun}`}
            icon="pi pi-plus"
            onPointerEnter={PersonCreateForm.preload}
            onFocus={PersonCreateForm.preload}
            onClick={() => setEditing({ mode: 'create' })}
          />
        ) : null
      }
    >
      <AdminError error={list.error} testId="people-list-error" />
      <ResourceTable<AdminUser>
        label={kind.title}
        columns={columns}
        state={state}
        onStateChange={setState}
        page={list.data}
        loading={list.isFetching}
        emptyMessage={kind.emptyMessage}
        actions={(person) => {
          const actions = rowActions(person);
          return actions.length > 0 ? (
            <PersonActions
              person={person}
              actions={actions}
              onAction={onAction}
              onPreload={(what) => PRELOAD[what]?.()}
              busy={action.isPending && action.variables?.person.id === person.id}
            />
          ) : null;
        }}
      />

      <Suspense fallback={<p role="status">Loading…</p>}>
        {editing?.mode === 'create' ? (
          <PersonCreateForm
            kind={kind}
            tenantPublicId={tenantPublicId}
            onCancel={closeEditor}
            onCreated={() => {
              toast.showSuccess(kind.thing, 'created');
              closeEditor();
              void refresh();
            }}
            {...formOptions}
          />
        ) : editing?.mode === 'edit' ? (
          <PersonEditForm
            key={editing.person.id}
            kind={kind}
            tenantPublicId={tenantPublicId}
            person={editing.person}
            onCancel={closeEditor}
            onUpdated={() => {
              toast.showSuccess(kind.thing, 'updated');
              closeEditor();
              void refresh();
            }}
            {...formOptions}
          />
        ) : null}
      </Suspense>

      <LazyDialog shown={deactivating !== null}>
        <ConfirmDialog
          visible={deactivating !== null}
          header={`Deactivate the ${noun}?`}
          onCancel={() => setDeactivating(null)}
          confirm={{
            label: 'Deactivate',
            severity: 'danger',
            loading: action.isPending,
            onClick: () => {
              if (deactivating) action.mutate({ what: 'deactivate', person: deactivating });
            },
          }}
        >
          {deactivating ? (
            <p>
              <strong>{deactivating.fullName || deactivating.login}</strong> ({deactivating.login}) will be
              signed out at once and can no longer sign in. You can reactivate them later.
            </p>
          ) : null}
        </ConfirmDialog>
      </LazyDialog>
    </AdminPage>
  );
};
