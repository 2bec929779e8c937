export { SupervisorPage as Component } from '../../features/supervisor/components/supervisor-page';
