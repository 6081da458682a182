import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input';

function Harness({
  initial = null,
  onValue,
}: {
  initial?: number | null;
  onValue: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput
        label="Monto"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(2500)}>
        Restablecer
      </button>
    </>
  );
}

describe('MoneyInput', () => {
  it('groups thousands while typing and hands back a number', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '1234567.891');
    expect(input.value).toBe('1,234,567.89');
    expect(onValue).toHaveBeenLastCalledWith(1234567.89);
  });

  it('ignores letters and shows two decimals when leaving the field', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '1a5b00');
    expect(input.value).toBe('1,500');
    await user.tab();
    expect(input.value).toBe('1,500.00');
    expect(onValue).toHaveBeenLastCalledWith(1500);
  });

  it('becomes empty (null) when cleared and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={980.5} onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    expect(input.value).toBe('980.5');

    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);

    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(input.value).toBe('2,500');
  });

  it('reads a pasted amount with its separators exactly and pads it to two decimals on leaving', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.click(input);
    await user.paste('1,234,567.89');
    expect(input.value).toBe('1,234,567.89');
    expect(onValue).toHaveBeenLastCalledWith(1234567.89);
    await user.tab();
    expect(input.value).toBe('1,234,567.89');

    await user.clear(input);
    await user.paste('0.1');
    expect(onValue).toHaveBeenLastCalledWith(0.1);
    await user.tab();
    expect(input.value).toBe('0.10');
  });

  it('takes no third decimal and no minus sign', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '-12.345');
    expect(input.value).toBe('12.34');
    expect(onValue).toHaveBeenLastCalledWith(12.34);
  });

  it('keeps the caret where the user types inside a grouped amount', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '1234');
    expect(input.value).toBe('1,234');
    // Caret after the '1', then type '5': '15,234', and the next digit follows the '5'.
    await user.type(input, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input.value).toBe('15,234');
    await user.keyboard('6');
    expect(input.value).toBe('156,234');
    expect(onValue).toHaveBeenLastCalledWith(156234);
  });

  it('deletes the digit beside a thousands separator instead of getting stuck on it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '1234');
    // Backspace just after the ',' of '1,|234' removes the '1'.
    await user.type(input, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('234');
    expect(onValue).toHaveBeenLastCalledWith(234);

    await user.clear(input);
    await user.type(input, '1234567');
    // Delete just before the ',' of '1|,234,567' removes the '2'.
    await user.type(input, '{Delete}', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input.value).toBe('134,567');
    expect(onValue).toHaveBeenLastCalledWith(134567);
  });
});
