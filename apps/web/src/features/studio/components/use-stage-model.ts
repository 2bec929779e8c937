import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getStageModel, putStageModel, stageModelQueryKey } from '../api/stage-model';
import type { StageModel } from '../model';

/** What the editor sends: the model without who saved it last. */
const toInput = ({ lastModifiedBy: _by, lastModifiedDate: _date, ...model }: StageModel) => ({
  ...model,
  // Only enabled stages take part in the order.
  order: model.order.filter((label) => model.stages.some((stage) => stage.label === label && stage.enabled)),
});

/** JSON with object keys sorted: two answers may list the same fields in another order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const same = (a: StageModel | undefined, b: StageModel | undefined) =>
  !!a && !!b && canonicalJson(toInput(a)) === canonicalJson(toInput(b));

export type SaveOutcome = { ok: true } | { ok: false; conflict: boolean; error: unknown };

/**
 * A program's stage model being edited: the stored model, the draft, whether they differ, and `save`, which sends
 * the draft with the version it was read at. A 409 (someone saved meanwhile) keeps the draft, so nothing typed is
 * lost until the user chooses to reload.
 */
export const useStageModelDraft = (tenantPublicId: string, programId: number) => {
  const queryClient = useQueryClient();
  const queryKey = stageModelQueryKey(tenantPublicId, programId);
  const stored = useQuery({
    queryKey,
    queryFn: ({ signal }) => getStageModel(tenantPublicId, programId, signal),
    // The draft must not move under the user's hands: the stored model is read again only on request.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [draft, setDraft] = useState<StageModel | undefined>(undefined);
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data);
  }, [stored.data, draft]);

  const dirty = useMemo(() => !!draft && !same(draft, stored.data), [draft, stored.data]);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!draft) return { ok: false, conflict: false, error: undefined };
    try {
      const saved = await putStageModel(tenantPublicId, programId, toInput(draft));
      queryClient.setQueryData(queryKey, saved);
      setDraft(saved);
      setConflict(false);
      return { ok: true };
    } catch (error) {
      const isConflict = isApiError(error) && error.status === 409;
      if (isConflict) setConflict(true);
      return { ok: false, conflict: isConflict, error };
    }
  }, [draft, tenantPublicId, programId, queryClient, queryKey]);

  /** Reads the stored model again and drops the draft. */
  const reload = useCallback(async () => {
    const fresh = await stored.refetch();
    if (fresh.data) setDraft(fresh.data);
    setConflict(false);
  }, [stored]);

  const discard = useCallback(() => setDraft(stored.data), [stored.data]);

  return { stored, draft, setDraft, dirty, save, reload, discard, conflict };
};
