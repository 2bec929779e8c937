import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDateTime,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookCreated,
  type WebhookCreateInput,
  webhookCreateSchema,
} from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminError, RowAction, RowActions, SectionHeader } from '../../../../components/admin-page';
import { TextField } from '../../../../components/form';
import { FormDialog } from '../../../../components/form-dialog';
import { useToast } from '../../../../components/toast';
import { useServerErrors } from '../../../../lib/form-errors';
import { LazyDialog, lazyNamed } from '../../../../lib/lazy-component';
import {
  createWebhook,
  deleteWebhook,
  deliveriesQueryKey,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  sendTestEvent,
  updateWebhook,
  webhooksQueryKey,
} from '../api/webhooks';

const DeleteConfirm = lazyNamed(() => import('../../../../components/delete-confirm'), 'DeleteConfirm');

type Output = z.output<typeof webhookCreateSchema>;
const FORM_ID = 'webhook-form';
/** A time of the delivery log, in UTC as the column headings say. */
const formatDate = (value: string | null) => (value ? formatDateTime(value, 'UTC', true) : '—');

/** How long the Copy button reads "Copied". */
const COPIED_MS = 2000;

/**
 * Copies the secret with the Clipboard API. The button says "Copied" for a moment and a polite live region says
 * so; where the browser refuses, it says to copy by hand (the field selects itself on focus).
 */
const CopySecret = ({ secret }: { secret: string }) => {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        type="button"
        label={state === 'copied' ? 'Copied' : 'Copy'}
        icon={state === 'copied' ? 'pi pi-check' : 'pi pi-copy'}
        outlined
        onClick={() => void copy()}
        data-testid="webhook-secret-copy"
      />
      <span className="webhook-secret__status" role="status" data-testid="webhook-secret-copy-status">
        {state === 'copied'
          ? 'Signing secret copied.'
          : state === 'failed'
            ? 'This browser did not let the page copy: select the secret and copy it.'
            : ''}
      </span>
    </>
  );
};

/** The new webhook's signing secret, shown this once. */
const CreatedSecret = ({ created, onClose }: { created: WebhookCreated; onClose: () => void }) => (
  <Dialog
    visible
    header="Webhook added"
    onHide={onClose}
    style={{ width: '38rem' }}
    data-testid="webhook-created"
    footer={<Button type="button" label="Done" onClick={onClose} />}
  >
    <p>
      Copy the signing secret now: it is shown this once. Each delivery carries{' '}
      <code>Parlance-Signature</code>:{' '}
      <code>t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of "t.body"&gt;</code>.
    </p>
    <label htmlFor="webhook-secret">Signing secret</label>
    <div className="webhook-secret__row">
      <input
        id="webhook-secret"
        className="p-inputtext webhook-secret"
        readOnly
        value={created.secret}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="webhook-secret"
      />
      <CopySecret secret={created.secret} />
    </div>
  </Dialog>
);

/** Adding a webhook: its address, events and description; then its secret, shown once. */
const WebhookForm = ({ tenantPublicId, onClose }: { tenantPublicId: string; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebhookCreateInput, unknown, Output>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', events: ['engagement.ended'], description: '' },
  });
  const serverErrors = useServerErrors(setError, { fields: ['url', 'events', 'description'] });

  const onSubmit = async (values: Output) => {
    let answer: WebhookCreated | undefined;
    const saved = await serverErrors.attempt(async () => {
      answer = await createWebhook(tenantPublicId, values);
    });
    if (!saved || !answer) return;
    await queryClient.invalidateQueries({ queryKey: webhooksQueryKey(tenantPublicId) });
    setCreated(answer);
  };

  if (created) return <CreatedSecret created={created} onClose={onClose} />;
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  return (
    <FormDialog
      visible
      header="New webhook"
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      messages={serverErrors.messages}
      submitting={isSubmitting}
      submitLabel="Add"
      onHide={onClose}
      testId="webhook-dialog"
    >
      <TextField
        id="webhook-url"
        label="Address (https)"
        type="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/parlance"
        error={errors.url?.message}
        {...register('url')}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={eventsError ? 'webhook-events-error' : undefined}
      >
        <legend>Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className="webhook-events__item">
            <input id={`webhook-event-${type}`} type="checkbox" value={type} {...register('events')} />
            <label htmlFor={`webhook-event-${type}`}>
              <code>{type}</code> {WEBHOOK_EVENT_LABELS[type]}
            </label>
          </div>
        ))}
        {eventsError ? (
          <small id="webhook-events-error" className="p-error" data-testid="webhook-events-error">
            {eventsError}
          </small>
        ) : null}
      </fieldset>
      <TextField
        id="webhook-description"
        label="Description (optional)"
        autoComplete="off"
        error={errors.description?.message}
        {...register('description')}
      />
    </FormDialog>
  );
};

/** The newest deliveries of a webhook: event, status, tries, last answer, next try, time; a retry for each. */
const DeliveryLog = ({ tenantPublicId, webhook }: { tenantPublicId: string; webhook: Webhook }) => {
  const queryClient = useQueryClient();
  const toast = useToast();
  const deliveries = useQuery({
    queryKey: deliveriesQueryKey(tenantPublicId, webhook.id),
    queryFn: ({ signal }) => listDeliveries(tenantPublicId, webhook.id, signal),
    refetchInterval: 5000,
  });
  const retry = async (deliveryId: number) => {
    await retryDelivery(tenantPublicId, webhook.id, deliveryId);
    toast.showSuccess('Delivery', 'updated');
    await queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(tenantPublicId, webhook.id) });
  };
  const headingId = `webhook-log-${webhook.id}`;
  return (
    <section className="webhook-log" aria-labelledby={headingId}>
      <h3 id={headingId}>Deliveries to {webhook.url}</h3>
      {deliveries.isPending ? <p role="status">Loading deliveries…</p> : null}
      <AdminError error={deliveries.error} testId="webhook-deliveries-error" />
      {deliveries.data ? (
        deliveries.data.length === 0 ? (
          <p>No deliveries yet.</p>
        ) : (
          <div className="webhook-table-scroll">
            <table
              className="api-keys webhook-table"
              aria-labelledby={headingId}
              data-testid="webhook-deliveries"
            >
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Tries</th>
                  <th scope="col">Last answer</th>
                  <th scope="col">Next try (UTC)</th>
                  <th scope="col">Time (UTC)</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((delivery) => (
                  <tr key={delivery.id} data-testid={`webhook-delivery-${delivery.id}`}>
                    <th scope="row">
                      <code>{delivery.event}</code>
                    </th>
                    <td data-testid="webhook-delivery-status">{delivery.status}</td>
                    <td>{delivery.attempts}</td>
                    <td title={delivery.lastResponse ?? undefined}>
                      {delivery.lastStatusCode ?? delivery.lastError ?? '—'}
                    </td>
                    <td>{formatDate(delivery.nextAttemptDate)}</td>
                    <td>{formatDate(delivery.createdDate)}</td>
                    <td>
                      <Button
                        type="button"
                        label="Retry"
                        size="small"
                        text
                        aria-label={`Retry ${delivery.event} ${delivery.eventId}`}
                        onClick={() => void retry(delivery.id)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
};

/**
 * A webhook's state as the list reads it: a webhook whose deliveries fail says since when, one the server
 * disabled says why. Times in UTC, named.
 */
export const webhookState = (hook: Webhook): string => {
  if (!hook.enabled)
    return hook.disabledReason === 'failing'
      ? `Disabled after failures${hook.failingSince ? ` (failing since ${formatDateTime(hook.failingSince)} UTC)` : ''}`
      : 'Disabled';
  return hook.failingSince ? `Failing since ${formatDateTime(hook.failingSince)} UTC` : 'Enabled';
};

/**
 * Signed webhooks (Admin Settings, `p-manage_webhooks`): where Parlance posts engagement ends, alerts, label
 * corrections and imports. Lists the tenant's webhooks, warns of one the server disabled after 3 days of failures,
 * adds one (its secret shown once, with a Copy button), sends one a test event, enables, disables and removes
 * them, and shows a webhook's delivery log.
 */
export const WebhooksSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const hooks = useQuery({
    queryKey: webhooksQueryKey(tenantPublicId),
    queryFn: ({ signal }) => listWebhooks(tenantPublicId, signal),
  });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(tenantPublicId) });

  const toggle = async (webhook: Webhook) => {
    await updateWebhook(tenantPublicId, webhook.id, { enabled: !webhook.enabled });
    toast.showSuccess('Webhook', 'updated');
    await refresh();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteWebhook(tenantPublicId, deleting.id);
      if (logOf === deleting.id) setLogOf(null);
    } finally {
      void refresh();
    }
    toast.showSuccess('Webhook', 'deleted');
  };
  const sendTest = async (webhook: Webhook) => {
    try {
      await sendTestEvent(tenantPublicId, webhook.id);
    } catch (error) {
      toast.showApiError(error);
      return;
    }
    toast.show({
      severity: 'success',
      summary: 'Test event queued',
      detail: `A signed webhook.test event is on its way to ${webhook.url}. Its delivery shows in the log.`,
    });
    setLogOf(webhook.id);
    await queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(tenantPublicId, webhook.id) });
  };
  const failing = hooks.data?.filter((hook) => hook.disabledReason === 'failing') ?? [];
  const shown = hooks.data?.find((hook) => hook.id === logOf);

  return (
    <section className="settings-section" aria-labelledby="webhooks-heading">
      <SectionHeader
        id="webhooks-heading"
        title="Webhooks"
        lead="Addresses Parlance posts signed events to: engagement ends, compliance alerts, label corrections and imports."
        actions={
          <Button type="button" icon="pi pi-plus" label="New webhook" onClick={() => setCreating(true)} />
        }
      />
      {failing.map((hook) => (
        <p key={hook.id} role="alert" className="webhook-failing" data-testid={`webhook-failing-${hook.id}`}>
          {hook.url} was disabled: its deliveries failed for 3 days. Fix the receiver, then enable it again;
          the waiting events will be sent.
        </p>
      ))}
      {hooks.isPending ? <p role="status">Loading webhooks…</p> : null}
      <AdminError error={hooks.error} testId="webhooks-error" />
      {hooks.data ? (
        hooks.data.length === 0 ? (
          <p>No webhooks yet.</p>
        ) : (
          <div className="webhook-table-scroll">
            <table
              className="api-keys webhook-table"
              aria-labelledby="webhooks-heading"
              data-testid="webhooks"
            >
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Events</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {hooks.data.map((hook) => (
                  <tr key={hook.id} data-testid={`webhook-${hook.id}`}>
                    <th scope="row">
                      {hook.url}
                      {hook.description ? (
                        <div className="webhook-description">{hook.description}</div>
                      ) : null}
                    </th>
                    <td>{hook.events.join(', ')}</td>
                    <td data-testid="webhook-state">{webhookState(hook)}</td>
                    <td>
                      <RowActions>
                        <RowAction
                          icon="pi-list"
                          label="Deliveries"
                          name={hook.url}
                          onClick={() => setLogOf(logOf === hook.id ? null : hook.id)}
                        />
                        <RowAction
                          icon="pi-send"
                          label="Send test event"
                          name={hook.url}
                          disabled={!hook.enabled}
                          onClick={() => void sendTest(hook)}
                        />
                        <RowAction
                          icon={hook.enabled ? 'pi-pause' : 'pi-play'}
                          label={hook.enabled ? 'Disable' : 'Enable'}
                          name={hook.url}
                          onClick={() => void toggle(hook)}
                        />
                        <RowAction
                          icon="pi-trash"
                          label="Delete"
                          name={hook.url}
                          danger
                          onClick={() => setDeleting(hook)}
                          onPreload={DeleteConfirm.preload}
                        />
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      {shown ? <DeliveryLog tenantPublicId={tenantPublicId} webhook={shown} /> : null}
      {creating ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <WebhookForm tenantPublicId={tenantPublicId} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <LazyDialog shown={deleting !== null}>
        <DeleteConfirm
          visible={deleting !== null}
          header="Delete the webhook?"
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting?.url}</strong> gets no more events, and its delivery log is deleted.
          </p>
        </DeleteConfirm>
      </LazyDialog>
    </section>
  );
};
