export { TimeInStagePage as Component } from '../../features/reporting/components/time-in-stage-page';
