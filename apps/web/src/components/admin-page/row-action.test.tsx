import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowAction } from './admin-page';

describe('RowAction', () => {
  it('is a button named after its row that fetches what it opens when pointed at or focused', () => {
    const onClick = vi.fn();
    const onPreload = vi.fn();
    render(<RowAction icon="pi-pencil" label="Edit" name="Sales" onClick={onClick} onPreload={onPreload} />);
    const button = screen.getByRole('button', { name: 'Edit Sales' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onPreload).toHaveBeenCalledTimes(2);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    render(<RowAction icon="pi-trash" label="Delete" name="Sales" danger disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete Sales' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
