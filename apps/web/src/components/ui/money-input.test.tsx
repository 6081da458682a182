import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCompanyNumberStyle } from '../../lib/number-style';
import { MoneyInput } from './money-input';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (text: string) => void }) {
  const [value, setValue] = useState(initial);
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
      <button type="button" onClick={() => setValue('2,500.00')}>
        Restablecer
      </button>
    </>
  );
}

afterEach(() => setCompanyNumberStyle({ currency: 'USD', numberFormat: 'en-US' }));

describe('MoneyInput', () => {
  it('keeps the text as typed, a comma included, and hands it over unchanged', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '23,50');
    expect(input.value).toBe('23,50');
    expect(onValue).toHaveBeenLastCalledWith('23,50');
  });

  it('rewrites a readable amount in the company style on leaving, so one sees what was read', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '23,50');
    await user.tab();
    expect(input.value).toBe('23.50');
    await user.clear(input);
    await user.type(input, '1.234,5');
    await user.tab();
    expect(input.value).toBe('1,234.50');
    expect(onValue).toHaveBeenLastCalledWith('1,234.50');
  });

  it('leaves unreadable text as typed for the form to explain', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');

    await user.type(input, '1,2,3');
    await user.tab();
    expect(input.value).toBe('1,2,3');
    expect(onValue).toHaveBeenLastCalledWith('1,2,3');
  });

  it('follows a value set from outside and shows the currency sign on its side', async () => {
    const user = userEvent.setup();
    render(<Harness initial="980.50" onValue={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    expect(input.value).toBe('980.50');
    expect(input.parentElement?.textContent).toBe('$');
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(input.value).toBe('2,500.00');
  });

  it('writes the es-ES style with the euro after the number', async () => {
    setCompanyNumberStyle({ currency: 'EUR', numberFormat: 'es-ES' });
    const user = userEvent.setup();
    render(<Harness onValue={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    expect(input.parentElement?.textContent).toBe('€');
    await user.type(input, '1234.5');
    await user.tab();
    expect(input.value).toBe('1.234,50');
  });
});
