import { passwordStrength } from '@app/contract/auth';

export type PasswordInsight = {
  /** The local strength check of SPEC §5 says 'Débil'. */
  weak: boolean;
  /** The services of the other credentials seen this session with the same password. */
  reusedWith: string[];
};

type Entry = { name: string; weak: boolean; hash: string | null };

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * What the viewer may learn about the passwords they have seen in this session (revealed, copied,
 * opened to edit, saved): weak by the local strength check, reused when two credentials share
 * one. Only a salted SHA-256 of each password is kept, in memory, with a salt drawn for this
 * session; it all goes when the vault locks or the page closes. Without `crypto.subtle` (a page
 * served over plain http to another machine) reuse is not checked.
 */
export class PasswordInsights {
  private entries = new Map<number, Entry>();
  private salt = crypto.getRandomValues(new Uint8Array(16));
  private listeners = new Set<() => void>();
  private version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = () => this.version;

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private async hash(password: string): Promise<string | null> {
    if (!globalThis.crypto?.subtle) return null;
    const text = new TextEncoder().encode(password);
    const data = new Uint8Array(this.salt.length + text.length);
    data.set(this.salt);
    data.set(text, this.salt.length);
    return toHex(await crypto.subtle.digest('SHA-256', data));
  }

  /** Notes a password the viewer has just seen (or saved) for credential `id`. */
  async record(id: number, name: string, password: string) {
    const weak = passwordStrength(password) === 'Débil';
    const hash = await this.hash(password);
    this.entries.set(id, { name, weak, hash });
    this.changed();
  }

  forget(id: number) {
    if (this.entries.delete(id)) this.changed();
  }

  clear() {
    this.entries.clear();
    this.salt = crypto.getRandomValues(new Uint8Array(16));
    this.changed();
  }

  get(id: number): PasswordInsight | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const reusedWith =
      entry.hash === null
        ? []
        : [...this.entries]
            .filter(([other, seen]) => other !== id && seen.hash === entry.hash)
            .map(([, seen]) => seen.name);
    return { weak: entry.weak, reusedWith };
  }
}
