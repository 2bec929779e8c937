import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/studio/simulator (p-view_xlm_test_ui). */
export const SimulatorPage = () => (
  <AreaBeingSetUp title="Simulator" area="Studio">
    You will try your voice and chat programs here, playing the visitor or the agent.
  </AreaBeingSetUp>
);
