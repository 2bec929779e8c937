import { PRODUCT_NAME } from '@parlance/shared';
import { useRouteError } from 'react-router';

/** Last resort for errors thrown while rendering or loading a route (e.g. a chunk missing after a deploy). */
export const RouteError = () => {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main-content" className="route-error">
      <h1>Something went wrong</h1>
      <p>{PRODUCT_NAME} could not show this page. Reloading usually helps.</p>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        <span className="p-button-label">Reload</span>
      </button>
    </main>
  );
};
