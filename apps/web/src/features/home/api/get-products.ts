import type { Product } from '@parlance/shared';
import { api } from '../../../lib/api';

export const productsQueryKey = (tenantPublicId: number) => ['products', tenantPublicId] as const;

/** GET /{tenantPublicId}/api/products: the tenant's products; rejects with an ApiError on any non-2xx answer. */
export const getProducts = async (tenantPublicId: number, signal?: AbortSignal): Promise<Product[]> =>
  (await api.get('/{tenantPublicId}/api/products', { tenantPublicId }, { signal })).data;
