export { ConversationsReportPage as Component } from '../../features/reporting/components/conversations-page';
