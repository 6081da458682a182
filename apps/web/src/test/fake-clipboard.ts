/** A clipboard for component tests: what was written, and whether the page may read it. Test code only. */
export function fakeClipboard({ readable = true } = {}) {
  const clipboard = {
    text: '',
    writes: [] as string[],
    writeText: async (text: string) => {
      clipboard.writes.push(text);
      clipboard.text = text;
    },
    readText: async () => {
      if (!readable) throw new DOMException('Read permission denied.', 'NotAllowedError');
      return clipboard.text;
    },
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}
