import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

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

/** Renders routes inside the app's providers with a memory router starting at `path`. */
export const renderRoutes = (routes: RouteObject[], path: string) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
};
