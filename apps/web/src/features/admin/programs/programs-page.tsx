import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/admin/programs (any program permission). A placeholder until the admin pages arrive. */
export const ProgramsPage = () => (
  <AreaBeingSetUp title="Programs" area="Admin">
    Your conversation programs will be created and managed here.
  </AreaBeingSetUp>
);
