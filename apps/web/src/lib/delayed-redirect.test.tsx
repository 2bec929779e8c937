import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../test/render';
import { scheduleRedirect, useDelayedRedirect } from './delayed-redirect';

describe('scheduleRedirect', () => {
  it('navigates when the path is still the same', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    scheduleRedirect(navigate, '/login', 1000, { getPath: () => '/account/reset/finish' });
    vi.advanceTimersByTime(999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does nothing when the user has moved on', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    let path = '/a';
    scheduleRedirect(navigate, '/login', 1000, { getPath: () => path });
    path = '/b';
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const cancel = scheduleRedirect(navigate, '/login', 1000, { getPath: () => '/a' });
    cancel();
    vi.advanceTimersByTime(2000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads window.location by default', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    window.history.pushState({}, '', '/somewhere');
    scheduleRedirect(navigate, '/login', 10);
    window.history.pushState({}, '', '/elsewhere');
    vi.advanceTimersByTime(10);
    expect(navigate).not.toHaveBeenCalled();
  });
});

const Scheduler = () => {
  const redirectLater = useDelayedRedirect();
  useEffect(() => redirectLater('/target', 1000), [redirectLater]);
  return (
    <>
      <Link to="/other">other</Link>
      <Link to="/start?tab=2">same path</Link>
      <LocationProbe />
    </>
  );
};
const routes = [
  { path: '/start', element: <Scheduler /> },
  { path: '/other', element: <LocationProbe /> },
  { path: '/target', element: <LocationProbe /> },
];

describe('useDelayedRedirect', () => {
  it('redirects after the delay when the page is unchanged (query changes do not count)', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter(routes, { initialEntries: ['/start'] });
    render(<RouterProvider router={router} />);
    act(() => screen.getByText('same path').click());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/target');
  });

  it('does not redirect once the user went elsewhere', async () => {
    vi.useFakeTimers();
    const router = createMemoryRouter(routes, { initialEntries: ['/start'] });
    render(<RouterProvider router={router} />);
    act(() => screen.getByText('other').click());
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('location').textContent).toBe('/other');
  });
});
