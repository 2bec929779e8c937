export { AgentsPage as Component } from '../../features/admin/agents/agents-page';
