import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SteppedModal } from '.';

describe('stepped modal', () => {
  it('shows "current/total", the title, the subtitle and Continue', async () => {
    const onContinue = vi.fn();
    render(
      <SteppedModal
        visible
        current={2}
        total={3}
        title="Choose a program"
        subtitle="The simulator plays it."
        onContinue={onContinue}
        onHide={() => undefined}
      >
        body
      </SteppedModal>,
    );
    expect((await screen.findByTestId('stepped-modal-step')).textContent).toBe('2/3');
    expect(screen.getByRole('dialog', { name: 'Choose a program' })).toBe(
      screen.getByTestId('stepped-modal'),
    );
    expect(screen.getByText('The simulator plays it.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('takes another Continue label', async () => {
    render(
      <SteppedModal
        visible
        current={3}
        total={3}
        title="Done"
        continueLabel="Finish"
        onHide={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});
