/** 'Verificación en dos pasos' of 'Mi cuenta' (DECISIONS §12): enrol, recovery codes, disable. */
export function TwoFactorCard() {
  return null;
}
