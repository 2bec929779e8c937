import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/studio/dashboard (p-view_xlm_triples_ui). */
export const StudioDashboardPage = () => (
  <AreaBeingSetUp title="Studio dashboard" area="Studio">
    The knowledge graph of your programs will be shown and edited here.
  </AreaBeingSetUp>
);
