import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe, renderRoutes, stub } from '../../test/render';
import { FormDialog } from '.';

/** A page with a link (as the side navigation beside the overlay) and a form dialog holding one field. */
const Page = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Link to="/elsewhere">Users</Link>
      <LocationProbe />
      <FormDialog
        visible={open}
        header="New webhook"
        formId="webhook-form"
        onSubmit={(event) => event.preventDefault()}
        messages={[]}
        onHide={() => setOpen(false)}
      >
        <label htmlFor="address">Address</label>
        <input id="address" />
      </FormDialog>
    </>
  );
};

const routes = [{ path: '/here', element: <Page /> }, stub('/elsewhere', 'Another page')];

describe('form dialog', () => {
  it('lets the page go while nothing is typed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/here');
    await screen.findByRole('dialog', { name: 'New webhook' });
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('asks before a move drops what was typed; staying keeps it, leaving goes', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/here');
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(screen.getByLabelText('Address'), 'https://hooks.example.com');

    await user.click(screen.getByRole('link', { name: 'Users' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(asked.textContent).toContain('What you entered in “New webhook” is not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/here');
    expect(dialog.isConnected).toBe(true);
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('https://hooks.example.com');

    await user.click(screen.getByRole('link', { name: 'Users' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });

  it('forgets the input once the dialog is closed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/here');
    await screen.findByRole('dialog', { name: 'New webhook' });
    await user.type(screen.getByLabelText('Address'), 'https://hooks.example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });
});
