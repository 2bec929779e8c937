import { AreaBeingSetUp } from '../../../components/placeholder';

/** /{tenantPublicId}/admin/account-management/agents (p-view_agent_accounts). A placeholder until the admin pages arrive. */
export const AgentsPage = () => (
  <AreaBeingSetUp title="Agents" area="Admin">
    Your agents, their departments and external codes will be managed here.
  </AreaBeingSetUp>
);
