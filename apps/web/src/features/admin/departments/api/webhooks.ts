import type {
  Webhook,
  WebhookCreated,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookUpdateInput,
} from '@parlance/shared';
import { strictApiClient } from '../../../../lib/api-client';

export const webhooksUrl = (tenantPublicId: string | number) => `/${tenantPublicId}/api/webhooks`;
export const webhooksQueryKey = (tenantPublicId: string | number) =>
  ['webhooks', String(tenantPublicId)] as const;
export const deliveriesQueryKey = (tenantPublicId: string | number, id: number) =>
  ['webhooks', String(tenantPublicId), id, 'deliveries'] as const;

/** GET /{tenantPublicId}/api/webhooks: the tenant's webhooks (never their secrets). */
export const listWebhooks = async (tenantPublicId: string, signal?: AbortSignal): Promise<Webhook[]> =>
  (await strictApiClient.get<Webhook[]>(webhooksUrl(tenantPublicId), signal ? { signal } : {})).data;

/** POST /{tenantPublicId}/api/webhooks: 201 with the signing secret, which the server shows this once. */
export const createWebhook = async (
  tenantPublicId: string,
  input: WebhookCreateInput,
): Promise<WebhookCreated> =>
  (await strictApiClient.post<WebhookCreated>(webhooksUrl(tenantPublicId), input)).data;

/** PUT /{tenantPublicId}/api/webhooks/{id}: changes its address, events or whether it is enabled. */
export const updateWebhook = async (
  tenantPublicId: string,
  id: number,
  input: WebhookUpdateInput,
): Promise<Webhook> =>
  (await strictApiClient.put<Webhook>(`${webhooksUrl(tenantPublicId)}/${id}`, input)).data;

/** DELETE /{tenantPublicId}/api/webhooks/{id} (204). */
export const deleteWebhook = async (tenantPublicId: string, id: number): Promise<void> => {
  await strictApiClient.delete(`${webhooksUrl(tenantPublicId)}/${id}`);
};

/** GET …/webhooks/{id}/deliveries: the newest page of the delivery log. */
export const listDeliveries = async (
  tenantPublicId: string,
  id: number,
  signal?: AbortSignal,
): Promise<WebhookDelivery[]> =>
  (
    await strictApiClient.get<WebhookDelivery[]>(`${webhooksUrl(tenantPublicId)}/${id}/deliveries`, {
      params: { size: 20 },
      ...(signal ? { signal } : {}),
    })
  ).data;

/** POST …/webhooks/{id}/deliveries/{deliveryId}/retry: one more try now (202). */
export const retryDelivery = async (
  tenantPublicId: string,
  id: number,
  deliveryId: number,
): Promise<void> => {
  await strictApiClient.post(`${webhooksUrl(tenantPublicId)}/${id}/deliveries/${deliveryId}/retry`);
};

/** POST …/webhooks/{id}/test: a signed `webhook.test` delivery, queued (202), or the one still waiting. */
export const sendTestEvent = async (tenantPublicId: string, id: number): Promise<WebhookDelivery> =>
  (await strictApiClient.post<WebhookDelivery>(`${webhooksUrl(tenantPublicId)}/${id}/test`)).data;
