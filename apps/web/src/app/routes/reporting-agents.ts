export { AgentsReportPage as Component } from '../../features/reporting/components/agents-page';
