import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/supervisor (ROLE_ADMIN or p-view_supervisor). */
export const SupervisorPage = () => (
  <AreaBeingSetUp title="Supervisor" area="Supervisor">
    The live conversations of your organisation, their stages and transcripts will be shown here.
  </AreaBeingSetUp>
);
