import { LOGIN_MESSAGES, type LoginRequest, ORIGIN_HANDLER_HEADER } from '@parlance/shared';
import { typedApi } from '../api';
import { type ApiClient, acceptAnyStatus, apiClient } from '../api-client';

/** Spec section 4: the three outcomes of a sign-in. */
export type LoginOutcome =
  | { kind: 'ok' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; message: string };

const serverMessage = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, detail, title } = data as Record<string, unknown>;
  for (const text of [message, detail, title]) if (typeof text === 'string' && text.trim()) return text;
  return undefined;
};

/**
 * POST /api/authentication, form-encoded username and password, status checking disabled (spec section 5).
 * - a response carrying an `origin-handler` header: redirect to its value;
 * - status 200: ok;
 * - any other answer: error with the server's message; no answer at all: "Unknown error, please try again later".
 */
export const login = async (
  credentials: LoginRequest,
  client: ApiClient = apiClient,
): Promise<LoginOutcome> => {
  try {
    const response = await typedApi(client).postForm(
      '/api/authentication',
      {},
      { username: credentials.username, password: credentials.password },
      { validateStatus: acceptAnyStatus },
    );
    const target = response.headers.get(ORIGIN_HANDLER_HEADER);
    if (target) return { kind: 'redirect', to: target };
    if (response.status === 200) return { kind: 'ok' };
    return { kind: 'error', message: serverMessage(response.data) ?? LOGIN_MESSAGES.unknownError };
  } catch {
    return { kind: 'error', message: LOGIN_MESSAGES.unknownError };
  }
};
