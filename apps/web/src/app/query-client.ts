import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** Retry once, and only when there was no answer or the server failed (never on 4xx). */
const retryOnce = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= 1) return false;
  if (!isApiError(error) || !error.response) return true;
  return error.response.status >= 500;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
