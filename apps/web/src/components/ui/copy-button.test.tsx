import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelClipboardClear } from '../../lib/clipboard';
import { notify } from '../../lib/notify';
import { fakeClipboard } from '../../test/fake-clipboard';
import { CopyButton } from './copy-button';

afterEach(() => {
  cancelClipboardClear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('copies, says so for 1.5 s, and clears a secret from the clipboard after 30 s', async () => {
    vi.useFakeTimers();
    const clipboard = fakeClipboard();
    const success = vi.spyOn(notify, 'success');
    render(
      <CopyButton
        label="Copiar contraseña de Correo"
        copiedLabel="Copiada"
        getText={() => Promise.resolve('S3creta!')}
        copiedMessage="Contraseña copiada al portapapeles"
        clearAfterMs={30_000}
      />,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Copiar contraseña de Correo' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(clipboard.text).toBe('S3creta!');
    expect(success).toHaveBeenCalledWith('Contraseña copiada al portapapeles');
    expect(
      screen.getByRole('button', { name: 'Copiada: Copiar contraseña de Correo' }),
    ).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(
      screen.getByRole('button', { name: 'Copiada: Copiar contraseña de Correo' }),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Copiar contraseña de Correo' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(30_000 - 1500));
    expect(clipboard.text).toBe('');
  });

  it('reports a failure to fetch the text and copies nothing', async () => {
    const clipboard = fakeClipboard();
    const onError = vi.fn();
    render(
      <CopyButton
        label="Copiar"
        getText={() => Promise.reject(new Error('no'))}
        onError={onError}
      />,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Copiar' }).click();
      await Promise.resolve();
    });
    expect(onError).toHaveBeenCalled();
    expect(clipboard.writes).toEqual([]);
  });
});
