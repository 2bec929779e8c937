export { BuilderPage as Component } from '../../features/studio/components/builder-page';
