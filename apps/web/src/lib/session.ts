import { userSchema, type User } from '@app/contract/users';
import { useSyncExternalStore } from 'react';

/** Browser storage keys of the session (SPEC §3 and §9). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type Session = { token: string; user: User };

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;

function readSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  const raw = `${token ?? ''}\n${rawUser ?? ''}`;
  if (cached?.raw === raw) return cached.session;
  let session: Session | null = null;
  if (token && rawUser) {
    try {
      const parsed = userSchema.safeParse(JSON.parse(rawUser));
      if (parsed.success) session = { token, user: parsed.data };
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getSession(): Session | null {
  return readSession();
}

export function getToken(): string | null {
  return readSession()?.token ?? null;
}

export function saveSession(token: string, user: User) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

/** Refreshes the stored user (for example after `GET /auth/me`), keeping the token. */
export function saveUser(user: User) {
  if (!localStorage.getItem(TOKEN_KEY)) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

const ENDED_KEY = 'session-ended';

/**
 * The server refused the stored session (it expired, or was ended from another device or by an
 * admin): signs out and leaves a note for the sign-in page to say why, once.
 */
export function endRefusedSession() {
  sessionStorage.setItem(ENDED_KEY, '1');
  clearSession();
}

/** Whether the last sign-out was a session the server refused; reading it forgets it. */
export function takeSessionEndedNote(): boolean {
  const ended = sessionStorage.getItem(ENDED_KEY) !== null;
  sessionStorage.removeItem(ENDED_KEY);
  return ended;
}

/** The signed-in session, re-rendering when it changes (sign-in, sign-out, another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
