/**
 * The clipboard, for texts a person copies from a screen. A secret (a password) can be cleared
 * again after a while, but only if the clipboard still holds it: a later copy of something else
 * is never overwritten (docs/decisions/066).
 */

/** How long a copied password stays in the clipboard (DECISIONS §9): 30 s, if still there. */
export const SECRET_CLIPBOARD_MS = 30_000;

/** Copies a text; fails (rejects) when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

type PendingClear = { timer: ReturnType<typeof setTimeout>; stop: () => void };
let pending: PendingClear | null = null;

/** Stops the clearing planned for the last secret (a new copy, or the page copying something else). */
export function cancelClipboardClear() {
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.stop();
  pending = null;
}

/**
 * What the clipboard holds now, or `undefined` when the browser does not let the page read it
 * (no permission, or no `readText` at all).
 */
async function readClipboard(): Promise<string | undefined> {
  try {
    if (typeof navigator.clipboard.readText !== 'function') return undefined;
    return await navigator.clipboard.readText();
  } catch {
    return undefined;
  }
}

/** Empties the clipboard if it still holds `text`; true when it no longer holds it. */
async function clearIfStillThere(text: string): Promise<boolean> {
  const now = await readClipboard();
  // Unreadable: nothing on this page copied since (a copy or cut here cancels the clearing), so
  // the secret is the likeliest content; a secret left behind costs more than an emptied clipboard.
  if (now !== undefined && now !== text) return true;
  try {
    await navigator.clipboard.writeText('');
    return true;
  } catch {
    // The document has no focus (another tab or window): tried again when it comes back.
    return false;
  }
}

/**
 * Copies a secret and empties the clipboard after `clearAfterMs` if it still holds it. A copy or
 * cut made on the page meanwhile (the clipboard then holds something else) cancels the clearing;
 * if the page has no focus when the time comes, it clears as soon as it gets the focus back.
 */
export async function copySecret(text: string, clearAfterMs: number): Promise<void> {
  cancelClipboardClear();
  await copyText(text);
  const finish = () => {
    if (pending === entry) cancelClipboardClear();
  };
  const onFocus = () => {
    void clearIfStillThere(text).then((done) => {
      if (done) finish();
    });
  };
  const stop = () => {
    document.removeEventListener('copy', finish);
    document.removeEventListener('cut', finish);
    window.removeEventListener('focus', onFocus);
  };
  const timer = setTimeout(() => {
    void clearIfStillThere(text).then((done) => {
      if (done) finish();
      else if (pending === entry) window.addEventListener('focus', onFocus);
    });
  }, clearAfterMs);
  const entry: PendingClear = { timer, stop };
  document.addEventListener('copy', finish);
  document.addEventListener('cut', finish);
  pending = entry;
}
