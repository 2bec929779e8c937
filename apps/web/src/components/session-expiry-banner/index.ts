export { SessionExpiryBanner } from './session-expiry-banner';
