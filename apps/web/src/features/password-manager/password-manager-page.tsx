import { VaultScreen } from './components/vault-screen';
import { VaultSessionProvider } from './vault/vault-session';

/**
 * 'Gestor de credenciales' (SPEC §2, DECISIONS §9). The security password lives in this page's
 * memory only: leaving the page, reloading, 15 idle minutes or 'Bloquear' forget it.
 */
export function PasswordManagerPage() {
  return (
    <VaultSessionProvider>
      <VaultScreen />
    </VaultSessionProvider>
  );
}
