import { Link } from 'react-router';
import { PublicLayout } from '../../components/layout';

/** Any path no route knows. */
export const Component = () => (
  <PublicLayout title="Page not found">
    <p>There is nothing at this address.</p>
    <p className="public-links">
      <Link to="/">Go to the start page</Link>
    </p>
  </PublicLayout>
);
