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
 * The tenant's programs and the chosen one, kept in `?program=`. Without a valid choice it is the first program (by
 * name), which is put in the URL; so a page never says there is no program while it has some. `choose` drops the
 * other parameters (a table's filters belong to one program).
 */
export const useProgramChoice = (tenantPublicId: string) => {
  const [params, setParams] = useSearchParams();
  const programs = useQuery({
    queryKey: programOptionsQueryKey(tenantPublicId),
    queryFn: () => listProgramOptions(tenantPublicId),
  });
  const raw = Number(params.get(PROGRAM_PARAM));
  const chosen = useMemo(() => programs.data?.find((p) => p.id === raw), [programs.data, raw]);
  const program = chosen ?? programs.data?.[0];

  const choose = useCallback(
    (id: number) => setParams(new URLSearchParams({ [PROGRAM_PARAM]: String(id) }), { replace: true }),
    [setParams],
  );
  useEffect(() => {
    if (!chosen && program) choose(program.id);
  }, [chosen, program, choose]);

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
  if (loading)
    return (
      <p className="studio-loading" aria-live="polite">
        Loading programs…
      </p>
    );
  return (
    <p className="studio-empty" data-testid="no-programs">
      There are no programs yet. A program is created in Admin, under Programs.
    </p>
  );
};
