export { FlowPage as Component } from '../../features/reporting/components/flow-page';
