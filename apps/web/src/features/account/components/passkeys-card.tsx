/** 'Llaves de acceso' of 'Mi cuenta' (DECISIONS §12): register, rename, remove passkeys. */
export function PasskeysCard() {
  return null;
}
