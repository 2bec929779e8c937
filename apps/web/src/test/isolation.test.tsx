import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../app/router';
import { apiClient } from '../lib/api-client';
import { sessionHint } from '../lib/auth';
import { fakeServer, json } from './fake-server';
import { renderRoutes } from './render';

const unauthorized = () => json(401, { title: 'Unauthorized', status: 401 }, { problem: true });
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  open = resolve;
});

/**
 * Tests share one module state (the API client's 401 listeners, the account store): what one test leaves in flight
 * must not change what the next one sees.
 */
describe('a request left in flight by an earlier test', () => {
  it('is sent and not awaited', () => {
    fakeServer({
      'GET /api/slow': async () => {
        await gate;
        return unauthorized();
      },
    });
    void apiClient.get('/api/slow').catch(() => undefined);
  });
  it("does not sign the next test's page out with its late 401", async () => {
    window.history.replaceState(null, '', '/login');
    sessionHint.set(true);
    fakeServer({ 'GET /api/account': unauthorized });
    const hint = vi.spyOn(sessionHint, 'set');
    renderRoutes(routes, '/login');
    open();
    await waitFor(() => expect(hint).toHaveBeenCalledWith(false));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
