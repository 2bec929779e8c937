import { zodResolver } from '@hookform/resolvers/zod';
import { type ClientApp, type ClientAppUpdate, clientAppUpdateSchema } from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminError, SectionHeader } from '../../../../components/admin-page';
import { FormErrors, TextField } from '../../../../components/form';
import { useToast } from '../../../../components/toast';
import { applyServerErrors } from '../../../../lib/form-errors';
import { LazyDialog, lazyNamed } from '../../../../lib/lazy-component';
import { CURRENT_TENANT_QUERY_KEY } from '../../../../lib/tenant';
import { clientAppsQueryKey, listClientApps } from '../api/list-client-apps';
import { updateClientApp } from '../api/update-client-app';

/** The confirmation (a PrimeReact Dialog) comes in its own chunk, when a removal is first asked for. */
const DeleteConfirm = lazyNamed(() => import('../../../../components/delete-confirm'), 'DeleteConfirm');

/** What each known client app is, for its label ("Reporting (post-call-analytics)"). */
const APP_NAMES: Record<string, string> = {
  supex: 'Supervisor',
  'agentic-voice-management': 'Agentic voice',
  'post-call-analytics': 'Reporting',
};

export const clientAppLabel = (clientId: string) => `${APP_NAMES[clientId] ?? clientId} (${clientId})`;

/** Apps Parlance has built in, by the path under the tenant that every tenant's app starts with. */
const BUILT_IN_PATHS: Record<string, string> = { 'post-call-analytics': 'reporting' };

const NOT_SET = 'Not set: the menu and the product card stay hidden or unavailable.';

/** The field's hint: whether the app is set, and where the built-in one lives. */
const clientAppHint = (tenantPublicId: string, app: ClientApp): string | undefined => {
  const path = BUILT_IN_PATHS[app.clientId];
  const builtIn = path
    ? `The built-in ${APP_NAMES[app.clientId]} is at /${tenantPublicId}/${path}.`
    : undefined;
  if (!app.url) return builtIn ? `${NOT_SET} ${builtIn}` : NOT_SET;
  return builtIn;
};

/** The product cards of the home page are cached under keys starting with this. */
const PRODUCTS_QUERY_KEY = ['products'] as const;

const useAfterChange = (tenantPublicId: string) => {
  const queryClient = useQueryClient();
  // The current tenant carries the client apps the menus read, and the product cards follow the same rows.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientAppsQueryKey(tenantPublicId) }),
      queryClient.invalidateQueries({ queryKey: CURRENT_TENANT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY }),
    ]);
};

const ClientAppForm = ({ tenantPublicId, app }: { tenantPublicId: string; app: ClientApp }) => {
  const toast = useToast();
  const afterChange = useAfterChange(tenantPublicId);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClientAppUpdate>({
    resolver: zodResolver(clientAppUpdateSchema),
    values: { url: app.url },
  });
  const id = `${app.clientId}-url`;
  const label = clientAppLabel(app.clientId);

  const onSubmit = async ({ url }: ClientAppUpdate) => {
    setFormErrors([]);
    if (url === '') {
      if (app.url !== '') setRemoving(true);
      return;
    }
    try {
      await updateClientApp(tenantPublicId, app.clientId, { url });
    } catch (error) {
      const messages = applyServerErrors(error, setError, { fields: ['url'] });
      setFormErrors(messages);
      return;
    }
    toast.showSuccess('Client app', app.url === '' ? 'created' : 'updated');
    await afterChange();
  };

  const remove = async () => {
    await updateClientApp(tenantPublicId, app.clientId, { url: '' });
    toast.showSuccess('Client app', 'deleted');
    await afterChange();
  };

  return (
    <>
      <form
        className="client-app"
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        data-testid={`client-app-${app.clientId}`}
      >
        <FormErrors messages={formErrors} testId={`${app.clientId}-form-errors`} />
        <div className="client-app__row">
          <TextField
            id={id}
            label={label}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            hint={clientAppHint(tenantPublicId, app)}
            error={errors.url?.message}
            {...register('url')}
          />
          <div className="client-app__actions">
            <Button type="submit" label="Save" loading={isSubmitting} aria-label={`Save ${label}`} />
            {app.url ? (
              <Button
                type="button"
                label="Remove"
                outlined
                severity="danger"
                aria-label={`Remove ${label}`}
                onPointerEnter={DeleteConfirm.preload}
                onFocus={DeleteConfirm.preload}
                onClick={() => setRemoving(true)}
              />
            ) : null}
          </div>
        </div>
      </form>
      <LazyDialog
        shown={removing}
        fallback={
          <p className="visually-hidden" role="status">
            Loading…
          </p>
        }
      >
        <DeleteConfirm
          visible={removing}
          header="Remove the client app?"
          confirmLabel="Remove"
          onConfirm={remove}
          onClose={() => setRemoving(false)}
        >
          <p>
            The link to <strong>{label}</strong> will be removed from the menus and the home page.
          </p>
        </DeleteConfirm>
      </LazyDialog>
    </>
  );
};

/** The addresses of the external applications the menus and the home page link to (one form per app). */
export const ClientAppsSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const apps = useQuery({
    queryKey: clientAppsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listClientApps(tenantPublicId, signal),
  });
  return (
    <section className="settings-section" aria-labelledby="client-apps-heading">
      <SectionHeader
        id="client-apps-heading"
        title="Client apps"
        lead="The addresses of the external applications your people open from Parlance. Leave one empty to hide it."
      />
      {apps.isPending ? <p role="status">Loading client apps…</p> : null}
      <AdminError error={apps.error} testId="client-apps-error" />
      {apps.data?.map((app) => (
        <ClientAppForm key={app.clientId} tenantPublicId={tenantPublicId} app={app} />
      ))}
    </section>
  );
};
