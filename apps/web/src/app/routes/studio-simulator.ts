export { SimulatorPage as Component } from '../../features/studio/components/simulator-page';
