import { CHART_PALETTE, STAGE_COLORS } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useMayCall } from '../../../lib/endpoint-access';
import { chartPaletteQueryKey, getChartPalette, getStageModel, stageModelQueryKey } from '../api/reports';

/** The colour of a stage that neither its program nor the spec gives one. */
export const UNKNOWN_STAGE_COLOUR = '#4a4a4a';

export interface ReportColours {
  /** A stage's colour: the program's own (with a program chosen and its model readable), else the spec's. */
  stage: (stage: string) => string;
  /** The n-th series colour of the tenant's chart palette (the default palette until it is read). */
  series: (index: number) => string;
}

/** `enabled: false` on a page without charts: it asks for neither the palette nor the stage colours. */
export const useReportColours = (
  tenantPublicId: string,
  programId: number | undefined,
  enabled = true,
): ReportColours => {
  const mayCall = useMayCall();
  const palette = useQuery({
    queryKey: chartPaletteQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getChartPalette(tenantPublicId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  const model = useQuery({
    queryKey: stageModelQueryKey(tenantPublicId, programId ?? 0),
    queryFn: ({ signal }) => getStageModel(tenantPublicId, programId!, signal),
    enabled:
      enabled &&
      programId !== undefined &&
      mayCall('GET /:tenantPublicId/api/programs/:programId/stage-model'),
    staleTime: 5 * 60_000,
  });
  const own = useMemo(
    () => new Map((model.data?.stages ?? []).map((s) => [s.label, s.colour] as const)),
    [model.data],
  );
  const colours = palette.data?.colours;
  const stage = useCallback(
    (label: string) =>
      own.get(label) ?? (STAGE_COLORS as Record<string, string>)[label] ?? UNKNOWN_STAGE_COLOUR,
    [own],
  );
  const series = useCallback(
    (index: number) => {
      const list: readonly string[] = colours && colours.length > 0 ? colours : CHART_PALETTE;
      return list[index % list.length]!;
    },
    [colours],
  );
  return useMemo(() => ({ stage, series }), [stage, series]);
};
