export { StudioDashboardPage as Component } from '../../features/studio/components/studio-dashboard-page';
