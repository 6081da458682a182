/** 'Entrar con una llave de acceso' on the sign-in page (DECISIONS §12, WebAuthn). */
export function PasskeySignIn(_props: { onSuccess: () => void }) {
  return null;
}
