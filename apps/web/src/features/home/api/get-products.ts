import type { Product } from '@parlance/shared';
import { strictApiClient } from '../../../lib/api-client';

export const productsQueryKey = (tenantPublicId: number) => ['products', tenantPublicId] as const;

/** GET /{tenantPublicId}/api/products: the tenant's products; rejects with an ApiError on any non-2xx answer. */
export const getProducts = async (tenantPublicId: number, signal?: AbortSignal): Promise<Product[]> =>
  (await strictApiClient.get<Product[]>(`/${tenantPublicId}/api/products`, signal ? { signal } : {})).data;
