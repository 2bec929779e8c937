import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SignedInProviders } from '../app/providers';
import { getAppQueryClient } from '../app/query-client';

/** Shows where the router is, for assertions on navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

/** A stub page that names its route and shows the location. */
export const stub = (path: string, text: string): RouteObject => ({
  path,
  element: (
    <>
      <p>{text}</p>
      <LocationProbe />
    </>
  ),
});

/**
 * Renders routes with a memory router starting at `path`, inside the signed-in pages' providers (so that a page
 * can be rendered without the tenant layout; the app's query client is emptied after each test).
 */
export const renderRoutes = (routes: RouteObject[], path: string) => {
  const queryClient = getAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SignedInProviders>
      <RouterProvider router={router} />
    </SignedInProviders>,
  );
  return { ...view, router, queryClient };
};
