import { AGENTS, PeoplePage } from '../../../components/people';

/** /{tenantPublicId}/admin/account-management/agents (p-view_agent_accounts): the holders of ROLE_XLM_AGENT. */
export const AgentsPage = () => <PeoplePage kind={AGENTS} />;
