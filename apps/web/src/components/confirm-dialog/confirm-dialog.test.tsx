import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '.';

describe('confirm dialog', () => {
  it('has a cancel button and no confirm button unless asked', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog visible header="Leave the page?" onCancel={onCancel}>
        Unsaved changes will be lost.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave the page?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('confirm-dialog')).toBe(dialog);
    expect(screen.getByText('Unsaved changes will be lost.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog-confirm')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('can submit a form elsewhere on the page by name', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <form id="delete-program" onSubmit={onSubmit} />
        <ConfirmDialog
          visible
          header="Delete the program?"
          onCancel={() => undefined}
          confirm={{ label: 'Delete', form: 'delete-program', severity: 'danger' }}
        />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Delete' });
    expect(button.getAttribute('form')).toBe('delete-program');
    expect(button.getAttribute('type')).toBe('submit');
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('can be a link with href and target', async () => {
    render(
      <ConfirmDialog
        visible
        header="Open the supervisor app?"
        onCancel={() => undefined}
        confirm={{ label: 'Open', href: 'https://supex.example/', target: '_blank' }}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('https://supex.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves room for the side navigation', async () => {
    render(<ConfirmDialog visible header="x" onCancel={() => undefined} />);
    await screen.findByRole('dialog');
    const mask = document.querySelector<HTMLElement>('.p-dialog-mask');
    expect(mask?.style.left).toBe('var(--parlance-sidebar-width, 0px)');
    expect(mask?.style.width).toBe('calc(100% - var(--parlance-sidebar-width, 0px))');
  });
});
