/** 'Sesiones' of 'Mi cuenta' (DECISIONS §12): where the account is signed in; end one or all others. */
export function SessionsCard() {
  return null;
}
