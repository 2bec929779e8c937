import { ENGAGEMENT_EVENT_TYPES } from '@parlance/shared';
import { useEffect, useReducer, useState } from 'react';
import { engagementEventsUrl } from '../api/engagements';
import { initialLiveState, type LiveEvent, liveReducer } from '../lib/live';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

/** Retry delays when the browser gave the stream up: 1 s, doubling, at most 30 s. */
export const streamRetryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * The tenant's engagement events (`GET …/engagements/events`) applied to a `LiveState`. EventSource retries a
 * dropped connection by itself, sending `Last-Event-ID`; when it gives up (an HTTP error answer), a new one is
 * opened after a delay with `?lastEventId=`, so the server continues after the last event applied (or sends a new
 * snapshot when it no longer holds the gap).
 */
export const useEngagementEvents = (tenantPublicId: string, watched: string | undefined) => {
  const [state, dispatch] = useReducer(liveReducer, watched, initialLiveState);
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    dispatch({ type: 'watch', engagementId: watched });
  }, [watched]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastEventId: string | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const open = () => {
      const current = new EventSource(engagementEventsUrl(tenantPublicId, lastEventId), {
        withCredentials: true,
      });
      source = current;
      current.onopen = () => {
        attempt = 0;
        setStatus('live');
      };
      for (const type of ENGAGEMENT_EVENT_TYPES) {
        current.addEventListener(type, (event) => {
          const { data, lastEventId: id } = event as MessageEvent<string>;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            return;
          }
          if (id) lastEventId = id;
          dispatch({ type, id: id || undefined, data: parsed } as LiveEvent);
        });
      }
      current.onerror = () => {
        setStatus('reconnecting');
        if (current.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        current.close();
        timer = setTimeout(open, streamRetryDelay(attempt));
        attempt += 1;
      };
    };
    open();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
    };
  }, [tenantPublicId]);

  return { state, status };
};
