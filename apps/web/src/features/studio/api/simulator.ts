import type { Engagement } from '@parlance/shared';
import { api } from '../../../lib/api';

export const frameSrcQueryKey = ['simulator', 'frame-src'] as const;

/** GET /api/simulator/frame-src: the assist frame's absolute base URL (a JSON string). */
export const getFrameSrc = async (signal?: AbortSignal): Promise<string> =>
  (await api.get('/api/simulator/frame-src', {}, { signal })).data;

/** POST /api/simulator/frame-ticket: a single-use ticket (60 s) the frame opens the engine's socket with. */
export const postFrameTicket = async (): Promise<string> =>
  (await api.post('/api/simulator/frame-ticket', {})).data.ticket;

/** GET /{t}/api/simulator/engagements/{engagementId}: a stored engagement with its labelled messages. */
export const getEngagement = async (tenantPublicId: string, engagementId: string): Promise<Engagement> =>
  (
    await api.get('/{tenantPublicId}/api/simulator/engagements/{engagementId}', {
      tenantPublicId,
      engagementId,
    })
  ).data;
