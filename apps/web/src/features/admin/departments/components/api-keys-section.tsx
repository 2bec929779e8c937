import { type ApiKey, formatDateTime } from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Suspense, useState } from 'react';
import { AdminError, RowAction, RowActions, SectionHeader } from '../../../../components/admin-page';
import { useToast } from '../../../../components/toast';
import { useMayCall } from '../../../../lib/endpoint-access';
import { LazyDialog, lazyNamed } from '../../../../lib/lazy-component';
import { apiKeysQueryKey, listApiKeys, revokeApiKey } from '../api/api-keys';

// The dialogs are only needed by whoever makes or revokes a key; the form is fetched ahead when the pointer or the
// focus reaches "New API key".
const ApiKeyForm = lazyNamed(() => import('./api-key-form'), 'ApiKeyForm');
const DeleteConfirm = lazyNamed(() => import('../../../../components/delete-confirm'), 'DeleteConfirm');

/** A key's times, in UTC as the column headings say. */
const formatDate = (value: string | null) => (value ? formatDateTime(value) : 'Never');

/** Tenant API keys for the `/api/v1` engagements API: the list with each key's last use, create and revoke. */
export const ApiKeysSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayCall = useMayCall();
  const keys = useQuery({
    queryKey: apiKeysQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listApiKeys(tenantPublicId, signal),
  });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const mayCreate = mayCall('POST /:tenantPublicId/api/api-keys');
  const mayRevoke = mayCall('DELETE /:tenantPublicId/api/api-keys/:id');

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeApiKey(tenantPublicId, revoking.id);
    } finally {
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(tenantPublicId) });
    }
    toast.showSuccess('API key', 'deleted');
  };

  return (
    <section className="settings-section" aria-labelledby="api-keys-heading">
      <SectionHeader
        id="api-keys-heading"
        title="API keys"
        lead="Keys your voice and chat platforms send their engagements with (Authorization: Bearer <key>)."
        actions={
          mayCreate ? (
            <Button
              type="button"
              icon="pi pi-plus"
              label="New API key"
              onPointerEnter={ApiKeyForm.preload}
              onFocus={ApiKeyForm.preload}
              onClick={() => setCreating(true)}
            />
          ) : null
        }
      />
      {keys.isPending ? <p role="status">Loading API keys…</p> : null}
      <AdminError error={keys.error} testId="api-keys-error" />
      {keys.data ? (
        keys.data.length === 0 ? (
          <p>No API keys yet.</p>
        ) : (
          <table className="api-keys" aria-labelledby="api-keys-heading" data-testid="api-keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created (UTC)</th>
                <th scope="col">Last used (UTC)</th>
                {mayRevoke ? (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => (
                <tr key={key.id} data-testid={`api-key-${key.id}`}>
                  <th scope="row">{key.name}</th>
                  <td>
                    {formatDate(key.createdDate)}
                    {key.createdBy ? ` by ${key.createdBy}` : ''}
                  </td>
                  <td data-testid="api-key-last-used">{formatDate(key.lastUsedDate)}</td>
                  {mayRevoke ? (
                    <td>
                      <RowActions>
                        <RowAction
                          icon="pi-trash"
                          label="Revoke"
                          name={key.name}
                          danger
                          onClick={() => setRevoking(key)}
                          onPreload={DeleteConfirm.preload}
                        />
                      </RowActions>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {creating ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ApiKeyForm tenantPublicId={tenantPublicId} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <LazyDialog shown={revoking !== null}>
        <DeleteConfirm
          visible={revoking !== null}
          header="Revoke the API key?"
          confirmLabel="Revoke"
          onConfirm={confirmRevoke}
          onClose={() => setRevoking(null)}
        >
          <p>
            <strong>{revoking?.name}</strong> will stop working at once. This cannot be undone.
          </p>
        </DeleteConfirm>
      </LazyDialog>
    </section>
  );
};
