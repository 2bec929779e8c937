import { CHART_PALETTE_SIZE, HEX_COLOUR } from '@parlance/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { AdminError, SectionHeader } from '../../../components/admin-page';
import { FormErrors } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useMayCall } from '../../../lib/endpoint-access';
import { problemOf } from '../../../lib/form-errors';
import { chartPaletteQueryKey, getChartPalette, putChartPalette } from '../api/stage-model';
import { ColourField } from './colour-field';

/**
 * The tenant's ten chart colours (for every program). Chart colours sit next to text rather than under it, so a
 * low contrast with white is a warning, not a refusal.
 */
export const PaletteEditor = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mayUpdate = useMayCall()('PUT /:tenantPublicId/api/chart-palette');
  const palette = useQuery({
    queryKey: chartPaletteQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getChartPalette(tenantPublicId, signal),
  });
  const [colours, setColours] = useState<string[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (palette.data && !colours) setColours(palette.data.colours);
  }, [palette.data, colours]);

  const dirty = !!colours && !!palette.data && colours.join() !== palette.data.colours.join();
  const valid =
    !!colours && colours.length === CHART_PALETTE_SIZE && colours.every((c) => HEX_COLOUR.test(c));

  const save = async () => {
    if (!colours) return;
    setSaving(true);
    setMessages([]);
    try {
      const saved = await putChartPalette(tenantPublicId, { colours });
      queryClient.setQueryData(chartPaletteQueryKey(tenantPublicId), saved);
      setColours(saved.colours);
      toast.showSuccess('Chart palette', 'updated');
    } catch (error) {
      const problem = problemOf(error);
      setMessages(
        problem?.fieldErrors?.length
          ? problem.fieldErrors.map((e) => {
              const match = /\[(\d+)\]/.exec(e.field);
              return match ? `Colour ${Number(match[1]) + 1}: ${e.message}` : e.message;
            })
          : [problem?.message ?? problem?.detail ?? 'The palette could not be saved.'],
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="studio-card" aria-labelledby="palette-heading" data-testid="palette-editor">
      <SectionHeader
        id="palette-heading"
        title="Chart palette"
        lead="The ten colours of your organisation's charts, in order."
        actions={
          mayUpdate ? (
            <Button
              type="button"
              label="Save palette"
              icon="pi pi-check"
              disabled={!dirty || !valid || saving}
              loading={saving}
              onClick={() => void save()}
            />
          ) : null
        }
      />
      <AdminError error={palette.error} testId="palette-error" />
      <FormErrors messages={messages} testId="palette-errors" />
      {colours ? (
        <div className="studio-palette">
          {colours.map((colour, index) => (
            <ColourField
              // biome-ignore lint/suspicious/noArrayIndexKey: the palette's positions are its identity.
              key={index}
              id={`palette-${index + 1}`}
              label={`Colour ${index + 1}`}
              value={colour}
              disabled={!mayUpdate}
              lowContrast="too light for white text; keep labels beside this colour, not on it."
              onChange={(value) => setColours(colours.map((c, i) => (i === index ? value : c)))}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};
