import { Link } from 'react-router';

/** A tenant screen the user lacks the authority for (SCREEN_ACCESS); the server refuses its data too. */
export const NotAllowed = ({ homePath }: { homePath: string }) => (
  <div className="page" data-testid="not-allowed">
    <h1>You are not allowed to see this page</h1>
    <p>
      Your role does not give you access to this page. Ask an administrator of your organisation if you need
      it.
    </p>
    <p>
      <Link to={homePath}>Back to the dashboard</Link>
    </p>
  </div>
);
