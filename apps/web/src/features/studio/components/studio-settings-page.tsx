import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/studio/settings (p-view_studio_settings). */
export const StudioSettingsPage = () => (
  <AreaBeingSetUp title="Studio settings" area="Studio">
    The stages of each program, the assist provider and the chart colours will be set here.
  </AreaBeingSetUp>
);
