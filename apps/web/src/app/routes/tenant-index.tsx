import { Navigate } from 'react-router';

/** /{tenantPublicId}: the tenant's home. */
export const Component = () => <Navigate to="home" replace />;
