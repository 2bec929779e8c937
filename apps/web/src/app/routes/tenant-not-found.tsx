import { Link } from 'react-router';

/** A tenant path no route knows (inside the signed-in frame). */
export const Component = () => (
  <div className="page">
    <h1>Page not found</h1>
    <p>There is nothing at this address.</p>
    <p>
      <Link to="../home" relative="path">
        Back to the dashboard
      </Link>
    </p>
  </div>
);
