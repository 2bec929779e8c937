export { ModelQualityPage as Component } from '../../features/reporting/components/model-quality-page';
