/**
 * 'Entrar con {OIDC_LABEL}' on the sign-in page when single sign-on is configured, and the return
 * from the provider (`/login?sso=…` exchanged for the session, `/login?ssoError=…` said) (§12).
 */
export function SsoSignIn(_props: { onSuccess: () => void }) {
  return null;
}
