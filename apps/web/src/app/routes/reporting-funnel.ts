export { FunnelPage as Component } from '../../features/reporting/components/funnel-page';
