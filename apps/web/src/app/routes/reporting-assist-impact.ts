export { AssistImpactPage as Component } from '../../features/reporting/components/assist-impact-page';
