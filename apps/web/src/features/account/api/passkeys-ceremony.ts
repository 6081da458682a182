/**
 * The browser's half of a WebAuthn ceremony (@simplewebauthn/browser), loaded only when a passkey
 * is added or used, never with the page.
 */

/** Whether this browser can make and use passkeys at all (no library needed to know). */
export const browserHasWebAuthn = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

/** The person closed or cancelled the browser's dialog, or it timed out: nothing went wrong. */
export function isCancelledCeremony(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/** The authenticator already holds a passkey of this account. */
export const isAlreadyOnAuthenticator = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';

/** `navigator.credentials.create()` with the server's options, answered as JSON for the server. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as never });
}

/** `navigator.credentials.get()` with the server's options, answered as JSON for the server. */
export async function assertPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}
