import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TIME_ZONE, type TenantSettings, tenantSettingsSchema } from '@parlance/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AdminError, SectionHeader } from '../../../../components/admin-page';
import { FieldShell, FormErrors } from '../../../../components/form';
import { useToast } from '../../../../components/toast';
import { useServerErrors } from '../../../../lib/form-errors';
import { CURRENT_TENANT_QUERY_KEY } from '../../../../lib/tenant';
import { getTenantSettings, tenantSettingsQueryKey, updateTenantSettings } from '../api/tenant-settings';

/** Reports are cached under keys starting with this and the tenant (`features/reporting/api/reports.ts`). */
const REPORTS_QUERY_KEY = 'reports';

const FIELD_ID = 'time-zone';
const HINT = 'Report days and weeks (starting on Monday) are counted in this time zone.';

/**
 * The zones to choose from: every zone this browser knows and UTC (which `Intl.supportedValuesOf` leaves out),
 * by name, plus the saved one should this browser not list it (another runtime may spell an alias differently).
 */
export const timeZoneOptions = (saved?: string): { label: string; value: string }[] => {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(DEFAULT_TIME_ZONE);
  if (saved) zones.add(saved);
  return [...zones].sort().map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone }));
};

const TimeZoneForm = ({ tenantPublicId, settings }: { tenantPublicId: string; settings: TenantSettings }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TenantSettings>({ resolver: zodResolver(tenantSettingsSchema), values: settings });
  const serverErrors = useServerErrors(setError, {
    fields: ['timeZone'],
    errorKeyFields: { unknowntimezone: 'timeZone' },
  });
  const save = useMutation({
    mutationFn: (input: TenantSettings) => updateTenantSettings(tenantPublicId, input),
  });
  const options = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const onSubmit = async (input: TenantSettings) => {
    const saved = await serverErrors.attempt(async () => {
      queryClient.setQueryData(tenantSettingsQueryKey(tenantPublicId), await save.mutateAsync(input));
    });
    if (!saved) return;
    toast.showSuccess('Time zone', 'updated');
    // The current tenant carries the zone, and every report's days and weeks follow it.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_TENANT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: [REPORTS_QUERY_KEY, tenantPublicId] }),
    ]);
  };

  return (
    <form className="time-zone" onSubmit={handleSubmit(onSubmit)} noValidate data-testid="time-zone-form">
      <FormErrors messages={serverErrors.messages} testId="time-zone-form-errors" />
      <div className="client-app__row">
        <Controller
          name="timeZone"
          control={control}
          render={({ field }) => (
            <FieldShell id={FIELD_ID} label="Time zone" hint={HINT} error={errors.timeZone?.message}>
              {(describedBy) => (
                <Dropdown
                  inputId={FIELD_ID}
                  focusInputRef={field.ref}
                  value={field.value}
                  options={options}
                  onChange={(event) => field.onChange(event.value as string)}
                  onBlur={field.onBlur}
                  filter
                  // Opening the list puts the cursor in its search: some 400 zones are found by typing.
                  filterInputAutoFocus
                  filterBy="label,value"
                  filterPlaceholder="Search time zones"
                  emptyFilterMessage="No time zone matches."
                  aria-describedby={describedBy}
                  aria-invalid={errors.timeZone ? true : undefined}
                  className={errors.timeZone ? 'p-invalid' : undefined}
                  // The focusable input is the labelled control; PrimeReact's hidden native select is kept from
                  // assistive technology rather than named twice. The filter box gets a name of its own.
                  pt={{
                    select: { 'aria-hidden': true },
                    filterInput: { 'aria-label': 'Search time zones' },
                    // The arrow is a clickable area with the button role: it needs a name too.
                    trigger: { 'aria-label': 'Show the time zones' },
                  }}
                />
              )}
            </FieldShell>
          )}
        />
        <div className="client-app__actions">
          <Button type="submit" label="Save" loading={isSubmitting} aria-label="Save time zone" />
        </div>
      </div>
    </form>
  );
};

/** The tenant's time zone (`/{tenantPublicId}/api/tenant-settings`), in which Reporting counts days and weeks. */
export const TimeZoneSection = ({ tenantPublicId }: { tenantPublicId: string }) => {
  const settings = useQuery({
    queryKey: tenantSettingsQueryKey(tenantPublicId),
    queryFn: ({ signal }) => getTenantSettings(tenantPublicId, signal),
  });
  return (
    <section className="settings-section" aria-labelledby="time-zone-heading">
      <SectionHeader
        id="time-zone-heading"
        title="Time zone"
        lead="The time zone your organisation works in."
      />
      {settings.isPending ? <p role="status">Loading the time zone…</p> : null}
      <AdminError error={settings.error} testId="time-zone-error" />
      {settings.data ? <TimeZoneForm tenantPublicId={tenantPublicId} settings={settings.data} /> : null}
    </section>
  );
};
