import { STANDARD_ROLES } from '@parlance/shared';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { fakeServer, type Handler, json } from '../../../test/fake-server';
import { account, tenant } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { timeZoneOptions } from './components/time-zone-section';

// Loaded up front, so that the lazy route and the tab's section resolve at once.
import './departments-page';
import './components/time-zone-section';

configure({ asyncUtilTimeout: 4000 });

const ADMIN = ['ROLE_ADMIN', ...STANDARD_ROLES.ROLE_ADMIN];
const PATH = '/7/admin/agent-attributes/departments?tab=time-zone';

const serve = (extra: Record<string, Handler | Handler[]>) =>
  fakeServer({
    'GET /api/account': () => json(200, account({ authorities: ADMIN })),
    'GET /api/tenant/current': () => json(200, tenant()),
    'GET /7/api/departments': () => json(200, [], { headers: { 'X-Total-Count': '0' } }),
    'GET /7/api/tenant-settings': () => json(200, { timeZone: 'UTC' }),
    ...extra,
  });

/** The focusable input of the time zone's dropdown (PrimeReact's hidden native select is kept from the name). */
const zoneInput = async () =>
  (await screen.findByLabelText('Time zone', { selector: 'input' })) as HTMLInputElement;

/** Opens the dropdown, narrows it with its filter box and picks the option. */
const pickZone = async (filter: string, option: string) => {
  const root = (await zoneInput()).closest('.p-dropdown') as HTMLElement;
  fireEvent.click(root);
  const panel = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.p-dropdown-panel');
    if (!open) throw new Error('the time zones did not open');
    return open;
  });
  const search = within(panel).getByRole('textbox', { name: 'Search time zones', hidden: true });
  // Opening the list puts the cursor in its search.
  await waitFor(() => expect(document.activeElement).toBe(search));
  fireEvent.change(search, { target: { value: filter } });
  // jsdom has no layout, so PrimeReact's overlay alignment leaves the panel at display: none.
  const options = await waitFor(() => {
    const shown = within(panel).getAllByRole('option', { hidden: true });
    expect(shown.length).toBeLessThan(20);
    return shown;
  });
  fireEvent.click(options.find((element) => element.textContent === option)!);
};

describe('time zone options', () => {
  it("lists this runtime's zones and UTC once, sorted, with the saved zone kept when the runtime lacks it", () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const values = timeZoneOptions('Mars/Olympus_Mons').map((option) => option.value);
    expect(values).toEqual([...new Set([...zones, 'UTC', 'Mars/Olympus_Mons'])].sort());
    expect(values.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(timeZoneOptions().find((option) => option.value === 'America/New_York')).toEqual({
      label: 'America/New York',
      value: 'America/New_York',
    });
  });
});

describe('settings page: time zone', { timeout: 60_000 }, () => {
  it('shows the saved zone in a labelled dropdown, says reports count days and weeks in it, and saves a new one', async () => {
    const server = serve({
      'PUT /7/api/tenant-settings': (request) => json(200, JSON.parse(request.body)),
    });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Time zone' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Time zone' }).getAttribute('aria-selected')).toBe('true');
    const input = await zoneInput();
    expect(input.getAttribute('aria-haspopup')).toBe('listbox');
    expect(input.closest('.p-dropdown')?.textContent).toContain('UTC');
    // The hint names the reports' days and weeks, and describes the field.
    const hint = screen.getByText(
      'Report days and weeks (starting on Monday) are counted in this time zone.',
    );
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);

    // Reachable and opened from the keyboard.
    await user.tab();
    while (document.activeElement !== input && document.activeElement !== document.body) await user.tab();
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).not.toBeNull());
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull());

    const tenantReads = server.calls('GET', '/api/tenant/current').length;
    await pickZone('berlin', 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Successfully updated Time zone')).toBeTruthy();
    expect(screen.getByText('Time zone was successfully updated')).toBeTruthy();
    expect(JSON.parse(server.calls('PUT', '/7/api/tenant-settings')[0]!.body)).toEqual({
      timeZone: 'Europe/Berlin',
    });
    // The current tenant carries the zone: it is read again.
    await waitFor(() =>
      expect(server.calls('GET', '/api/tenant/current').length).toBeGreaterThan(tenantReads),
    );
    expect((await zoneInput()).closest('.p-dropdown')?.textContent).toContain('Europe/Berlin');
  });

  it("shows the server's field error on the field, and the field says it is invalid", async () => {
    const server = serve({
      'PUT /7/api/tenant-settings': () =>
        json(
          400,
          {
            title: 'Bad Request',
            status: 400,
            message: 'This runtime does not know the zone.',
            errorKey: 'unknowntimezone',
            fieldErrors: [
              { objectName: 'request', field: 'timeZone', message: 'This runtime does not know the zone.' },
            ],
          },
          { problem: true },
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await pickZone('tokyo', 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    const error = await screen.findByTestId('time-zone-error');
    expect(error.textContent).toBe('This runtime does not know the zone.');
    const input = await zoneInput();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(server.calls('PUT', '/7/api/tenant-settings')).toHaveLength(1);
    expect(screen.queryByText('Successfully updated Time zone')).toBeNull();
  });
});
