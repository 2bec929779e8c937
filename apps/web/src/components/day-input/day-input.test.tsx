import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayInput } from './day-input';
import { addDaysTo, dayOfText, dayText, maskDayText } from './day-text';

describe('day text', () => {
  it('shows a day as year/month/day, zero padded, and reads it back', () => {
    expect(dayText('2026-03-07')).toBe('2026/03/07');
    expect(dayText('')).toBe('');
    expect(dayOfText('2026/03/07')).toBe('2026-03-07');
    // No such day, or not a whole one.
    expect(dayOfText('2026/02/30')).toBeUndefined();
    expect(dayOfText('2026/13/01')).toBeUndefined();
    expect(dayOfText('2026/3/7')).toBeUndefined();
    expect(dayOfText('2026-03-07')).toBeUndefined();
  });

  it('keeps what is typed to yyyy/mm/dd, key by key', () => {
    const typed = (keys: string) => {
      let text = '';
      for (const key of keys) text = maskDayText(text + key);
      return text;
    };
    expect(typed('20260307')).toBe('2026/03/07');
    expect(typed('2026/03/07')).toBe('2026/03/07');
    // A slash after a one-digit month pads it.
    expect(typed('2026/3/7')).toBe('2026/03/7');
    expect(typed('2026031')).toBe('2026/03/1');
    expect(typed('2026a03b07c')).toBe('2026/03/07');
    expect(typed('202603071')).toBe('2026/03/07');
    // Pasted in the ISO form, or with dots.
    expect(maskDayText('2026-03-07')).toBe('2026/03/07');
    expect(maskDayText(' 2026.3.7 ')).toBe('2026/03/7');
    expect(maskDayText('')).toBe('');
  });

  it('steps across months and years', () => {
    expect(addDaysTo('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysTo('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysTo('2027-01-01', -1)).toBe('2026-12-31');
  });
});

const Harness = ({
  initial,
  onDay,
  min,
  max,
  required,
}: {
  initial: string;
  onDay: (day: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
}) => {
  const [day, setDay] = useState(initial);
  return (
    <>
      <label htmlFor="day">From</label>
      <DayInput
        id="day"
        value={day}
        min={min}
        max={max}
        required={required}
        onChange={(next) => {
          onDay(next);
          setDay(next);
        }}
      />
      <output data-testid="day">{day}</output>
    </>
  );
};

describe('DayInput', () => {
  it('shows its day as yyyy/mm/dd and passes a typed day on as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onDay = vi.fn();
    render(<Harness initial="2026-11-28" onDay={onDay} />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    expect(input.value).toBe('2026/11/28');
    expect(input.type).toBe('text');
    await user.clear(input);
    expect(onDay).toHaveBeenLastCalledWith('');
    await user.type(input, '20260105');
    expect(input.value).toBe('2026/01/05');
    expect(onDay).toHaveBeenLastCalledWith('2026-01-05');
    // Only whole days went out.
    expect(onDay.mock.calls.map(([day]) => day)).toEqual(['', '2026-01-05']);
  });

  it('steps a day with the arrow keys', async () => {
    const user = userEvent.setup();
    const onDay = vi.fn();
    render(<Harness initial="2026-12-31" onDay={onDay} />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input.value).toBe('2027/01/01');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.value).toBe('2026/12/30');
    expect(onDay).toHaveBeenLastCalledWith('2026-12-30');
  });

  it('marks a day that does not exist, or lies out of range, once the field is left, and passes nothing on', async () => {
    const user = userEvent.setup();
    const onDay = vi.fn();
    render(<Harness initial="2026-11-20" onDay={onDay} max="2026-11-28" required />);
    const input = screen.getByLabelText('From') as HTMLInputElement;
    await user.click(input);
    fireEvent.change(input, { target: { value: '2026/02/30' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a day as yyyy/mm/dd, up to 2026/11/28.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.change(input, { target: { value: '2026/12/01' } });
    fireEvent.blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onDay).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026/11/27' } });
    expect(onDay).toHaveBeenLastCalledWith('2026-11-27');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    // A needed day is not cleared: leaving the field empty shows the day again.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2026/11/27');
    expect(screen.getByTestId('day').textContent).toBe('2026-11-27');
  });
});
