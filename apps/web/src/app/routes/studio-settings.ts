export { StudioSettingsPage as Component } from '../../features/studio/components/studio-settings-page';
