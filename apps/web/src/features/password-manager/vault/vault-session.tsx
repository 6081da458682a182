import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { vaultKey } from '../api/vault-keys';
import { PasswordInsights } from '../utils/password-insights';

/** The vault locks after this long without use (DECISIONS §9): the key is forgotten. */
export const IDLE_LOCK_MS = 15 * 60_000;

/** Why the vault asks for the security password again. */
export type LockReason = 'idle' | 'invalid' | null;

/** A wrong security password, or one that stopped working because an admin changed it. */
export const isKeyInvalid = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.code === 'VAULT_KEY_INVALID';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export type VaultSession = {
  unlocked: boolean;
  reason: LockReason;
  /** Keeps the security password (in memory only) and shows the vault. */
  unlock: (key: string) => void;
  lock: (reason?: LockReason) => void;
  /**
   * Runs a call with the security password. A 403 VAULT_KEY_INVALID locks the vault and asks
   * again; any other failure shows `errorText` (or the server's message) as a toast when given.
   */
  call: <T>(run: (key: string) => Promise<T>, errorText?: string) => Promise<T>;
  insights: PasswordInsights;
};

const VaultContext = createContext<VaultSession | null>(null);

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Holds the security password of the vault for the page's life: in a ref, never in browser
 * storage, the address or the query cache's keys. It is forgotten after 15 idle minutes, when a
 * call answers VAULT_KEY_INVALID (the password was changed), on 'Bloquear', on leaving the page
 * and on reload; the vault's cached answers and the password insights go with it.
 */
export function VaultSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  const lastActivity = useRef(0);
  const [unlocked, setUnlocked] = useState(false);
  const [reason, setReason] = useState<LockReason>(null);
  const [insights] = useState(() => new PasswordInsights());

  const lock = useCallback(
    (why: LockReason = null) => {
      key.current = null;
      setUnlocked(false);
      setReason(why);
      queryClient.removeQueries({ queryKey: vaultKey });
      insights.clear();
    },
    [queryClient, insights],
  );

  const unlock = useCallback((value: string) => {
    key.current = value;
    lastActivity.current = Date.now();
    setReason(null);
    setUnlocked(true);
  }, []);

  const call = useCallback(
    async <T,>(run: (value: string) => Promise<T>, errorText?: string): Promise<T> => {
      const value = key.current;
      if (value === null) throw new ApiError(403, 'VAULT_KEY_INVALID', '');
      lastActivity.current = Date.now();
      try {
        return await run(value);
      } catch (error) {
        if (isKeyInvalid(error)) {
          // Only if the key that failed is still the one held (not one typed since).
          if (key.current === value) lock('invalid');
        } else if (
          errorText &&
          !isAbort(error) &&
          !(error instanceof ApiError && error.status === 401)
        ) {
          notify.error(errorMessage(error, errorText));
        }
        throw error;
      }
    },
    [lock],
  );

  // The idle lock: any key, click, touch or scroll on the page, or a call, counts as use.
  useEffect(() => {
    if (!unlocked) return;
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= IDLE_LOCK_MS) lock('idle');
      else timer = setTimeout(check, IDLE_LOCK_MS - idle);
    };
    timer = setTimeout(check, IDLE_LOCK_MS);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [unlocked, lock]);

  // Leaving the page forgets everything too.
  useEffect(
    () => () => {
      key.current = null;
      queryClient.removeQueries({ queryKey: vaultKey });
    },
    [queryClient],
  );

  const value = useMemo(
    () => ({ unlocked, reason, unlock, lock, call, insights }),
    [unlocked, reason, unlock, lock, call, insights],
  );
  return <VaultContext.Provider value={value}>{children}</VaultContext.Provider>;
}

export function useVaultSession(): VaultSession {
  const session = useContext(VaultContext);
  if (!session) throw new Error('useVaultSession outside VaultSessionProvider');
  return session;
}
