import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClipboard } from '../test/fake-clipboard';
import { cancelClipboardClear, copySecret } from './clipboard';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cancelClipboardClear();
  vi.useRealTimers();
});

describe('copySecret', () => {
  it('empties the clipboard after 30 s when it still holds the secret', async () => {
    const clipboard = fakeClipboard();
    await copySecret('S3creta!', 30_000);
    expect(clipboard.text).toBe('S3creta!');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(clipboard.text).toBe('S3creta!');
    await vi.advanceTimersByTimeAsync(1);
    expect(clipboard.text).toBe('');
  });

  it('leaves alone what was copied since, elsewhere', async () => {
    const clipboard = fakeClipboard();
    await copySecret('S3creta!', 30_000);
    clipboard.text = 'una dirección copiada en otra aplicación';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clipboard.text).toBe('una dirección copiada en otra aplicación');
  });

  it('when the clipboard cannot be read, clears unless the page copied something else meanwhile', async () => {
    const clipboard = fakeClipboard({ readable: false });
    await copySecret('S3creta!', 30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clipboard.text).toBe('');

    await copySecret('Otra-Secreta!', 30_000);
    document.dispatchEvent(new Event('copy'));
    clipboard.text = 'texto copiado a mano';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(clipboard.text).toBe('texto copiado a mano');
  });

  it('a second secret restarts the wait and is the one cleared', async () => {
    const clipboard = fakeClipboard();
    await copySecret('Primera!', 30_000);
    await vi.advanceTimersByTimeAsync(20_000);
    await copySecret('Segunda!', 30_000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(clipboard.text).toBe('Segunda!');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(clipboard.text).toBe('');
  });
});
