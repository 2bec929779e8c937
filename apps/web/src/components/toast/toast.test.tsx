import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { type ToastApi, ToastProvider, useToast } from '.';

let api: ToastApi;
const Grab = () => {
  api = useToast();
  return null;
};
const renderToasts = () =>
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );

describe('toasts', () => {
  it('has three hosts: top-center (default), bottom-center and bottom-right', () => {
    renderToasts();
    act(() => {
      api.show({ summary: 'top' });
      api.show({ summary: 'bottom', position: 'bottom-center' });
      api.show({ summary: 'corner', position: 'bottom-right' });
    });
    expect(screen.getByText('top').closest('.p-toast')?.classList.contains('p-toast-top-center')).toBe(true);
    expect(screen.getByText('bottom').closest('.p-toast')?.classList.contains('p-toast-bottom-center')).toBe(
      true,
    );
    expect(screen.getByText('corner').closest('.p-toast')?.classList.contains('p-toast-bottom-right')).toBe(
      true,
    );
  });

  it('lives 3000 ms', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => api.show({ summary: 'Brief' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Brief')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Brief')).toBeNull();
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => api.show({ summary: 'Saved' }));
    act(() => vi.advanceTimersByTime(2000));
    const message = screen.getByText('Saved').closest('.p-toast-message');
    if (!message) throw new Error('no toast message');
    fireEvent.mouseEnter(message);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Saved')).not.toBeNull();
    fireEvent.mouseLeave(message);
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100)); // the full life again after leaving
    act(() => vi.advanceTimersByTime(300)); // the exit animation
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps sticky toasts', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => api.show({ summary: 'Read me', sticky: true }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Read me')).not.toBeNull();
  });

  it('shows success, generic error and API error texts', () => {
    renderToasts();
    act(() => api.showSuccess('Program', 'created'));
    expect(screen.getByText('Successfully created Program')).toBeTruthy();
    expect(screen.getByText('Program was successfully created')).toBeTruthy();
    act(() => api.showSuccess('Program', 'deleted', { detailAction: 'archived' }));
    expect(screen.getByText('Program was successfully archived')).toBeTruthy();
    act(() => api.showError());
    expect(screen.getByText('Unknown Error')).toBeTruthy();
    expect(
      screen.getByText('Please try again later, if the problem persists, contact administrator.'),
    ).toBeTruthy();
    act(() =>
      api.showApiError(
        new ApiError('x', {
          status: 500,
          statusText: 'Internal Server Error',
          data: '',
          headers: new Headers(),
        }),
      ),
    );
    expect(screen.getByText('Something went wrong please contact your admin')).toBeTruthy();
  });
});
