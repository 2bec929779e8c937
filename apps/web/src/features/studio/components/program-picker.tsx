import type { Program } from '@parlance/shared';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AdminError } from '../../../components/admin-page';
import { listProgramOptions, programOptionsQueryKey } from '../../../lib/queries/programs';

/** The URL parameter holding the chosen program, so that a reload or a shared link shows the same program. */
export const PROGRAM_PARAM = 'program';

/**
 * The tenant's programs and the chosen one, kept in `?program=`. Without a valid choice the first program (by
 * name) is put in the URL. `choose` drops the other parameters (a table's filters belong to one program).
 */
export const useProgramChoice = (tenantPublicId: string) => {
  const [params, setParams] = useSearchParams();
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: () => listProgramOptions(tenantPublicId),
  });
  const raw = Number(params.get(PROGRAM_PARAM));
  const program = useMemo(() => programs.data?.find((p) => p.id === raw), [programs.data, raw]);
  const first = programs.data?.[0];

  const choose = useCallback(
    (id: number) => setParams(new URLSearchParams({ [PROGRAM_PARAM]: String(id) }), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (!program && first) choose(first.id);
  }, [program, first, choose]);

  return { programs, program, choose };
};

export interface ProgramPickerProps {
  programs: readonly Program[];
  value: Program | undefined;
  onChange: (id: number) => void;
}

/** A labelled dropdown of programs (the archived ones say so). */
export const ProgramPicker = ({ programs, value, onChange }: ProgramPickerProps) => (
  <div className="studio-picker">
    <label htmlFor="studio-program" className="field__label">
      Program
    </label>
    <Dropdown
      inputId="studio-program"
      value={value?.id ?? null}
      options={programs.map((p) => ({
        value: p.id,
        label: p.status === 'archived' ? `${p.name} (archived)` : p.name,
      }))}
      onChange={(event) => onChange(event.value as number)}
      placeholder="Choose a program"
      filter={programs.length > 10}
      pt={{ select: { 'aria-label': 'Program' } }}
      className="studio-picker__dropdown"
    />
  </div>
);

/** What a Studio page shows when the programs cannot be read or there are none. */
export const NoProgram = ({ error, loading }: { error: unknown; loading: boolean }) => {
  if (error) return <AdminError error={error} testId="programs-error" />;
  if (loading) return <p aria-live="polite">Loading programs…</p>;
  return (
    <p className="studio-empty" data-testid="no-programs">
      There are no programs yet. A program is created in Admin, under Programs.
    </p>
  );
};
