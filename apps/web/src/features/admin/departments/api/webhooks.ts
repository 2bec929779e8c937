import type {
  Webhook,
  WebhookCreated,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookUpdateInput,
} from '@parlance/shared';
import { api } from '../../../../lib/api';

const WEBHOOKS_PATH = '/{tenantPublicId}/api/webhooks';
const WEBHOOK_PATH = '/{tenantPublicId}/api/webhooks/{id}';

export const webhooksQueryKey = (tenantPublicId: string | number) =>
  ['webhooks', String(tenantPublicId)] as const;
export const deliveriesQueryKey = (tenantPublicId: string | number, id: number) =>
  ['webhooks', String(tenantPublicId), id, 'deliveries'] as const;

/** GET /{tenantPublicId}/api/webhooks: the tenant's webhooks (never their secrets). */
export const listWebhooks = async (tenantPublicId: string, signal?: AbortSignal): Promise<Webhook[]> =>
  (await api.get(WEBHOOKS_PATH, { tenantPublicId }, { signal })).data;

/** POST /{tenantPublicId}/api/webhooks: 201 with the signing secret, which the server shows this once. */
export const createWebhook = async (
  tenantPublicId: string,
  input: WebhookCreateInput,
): Promise<WebhookCreated> => (await api.post(WEBHOOKS_PATH, { tenantPublicId }, input)).data;

/** PUT /{tenantPublicId}/api/webhooks/{id}: changes its address, events or whether it is enabled. */
export const updateWebhook = async (
  tenantPublicId: string,
  id: number,
  input: WebhookUpdateInput,
): Promise<Webhook> => (await api.put(WEBHOOK_PATH, { tenantPublicId, id }, input)).data;

/** DELETE /{tenantPublicId}/api/webhooks/{id} (204). */
export const deleteWebhook = async (tenantPublicId: string, id: number): Promise<void> => {
  await api.delete(WEBHOOK_PATH, { tenantPublicId, id });
};

/** GET …/webhooks/{id}/deliveries: the newest page of the delivery log. */
export const listDeliveries = async (
  tenantPublicId: string,
  id: number,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> =>
  (
    await api.get(
      '/{tenantPublicId}/api/webhooks/{id}/deliveries',
      { tenantPublicId, id },
      { params: { size: 20 }, signal },
    )
  ).data;

/** POST …/webhooks/{id}/deliveries/{deliveryId}/retry: one more try now (202). */
export const retryDelivery = async (
  tenantPublicId: string,
  id: number,
  deliveryId: number,
): Promise<void> => {
  await api.post('/{tenantPublicId}/api/webhooks/{id}/deliveries/{deliveryId}/retry', {
    tenantPublicId,
    id,
    deliveryId,
  });
};

/** POST …/webhooks/{id}/test: a signed `webhook.test` delivery, queued (202), or the one still waiting. */
export const sendTestEvent = async (tenantPublicId: string, id: number): Promise<WebhookDelivery> =>
  (await api.post('/{tenantPublicId}/api/webhooks/{id}/test', { tenantPublicId, id })).data;
