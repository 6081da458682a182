import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { homePath } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { useVaultStatus } from '../api/get-vault-status';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { useVaultSession } from '../vault/vault-session';
import { SetupVaultModal } from './setup-vault-modal';
import { UnlockModal } from './unlock-modal';
import { VaultContent } from './vault-content';
import { VaultNotice } from './vault-notice';

/**
 * 'Gestor de credenciales': the vault's status first; unconfigured, the setup dialog for an admin
 * and DECISIONS §9's text for the others; configured and locked, 'Contraseña de Seguridad'; then
 * the credentials.
 */
export function VaultScreen() {
  const role = useSession()?.user.role ?? 'usuario';
  const status = useVaultStatus();
  const vault = useVaultSession();
  const navigate = useNavigate();
  const location = useLocation();
  // 'Cancelar' goes back one page (SPEC §2); opened first (a typed address), to the role's home.
  const goBack = () => {
    if (location.key === 'default') void navigate(homePath(role), { replace: true });
    else void navigate(-1);
  };

  if (vault.unlocked) return <VaultContent admin={role === 'admin'} />;

  let body;
  if (status.isPending) body = <LoadingBlock label={text.statusLoading} />;
  else if (status.isError) {
    body = <ErrorState message={text.statusError} onRetry={() => void status.refetch()} />;
  } else if (!status.data.configured) {
    body =
      role === 'admin' ? (
        <>
          <VaultNotice message={text.setupPage} />
          <SetupVaultModal onCancel={goBack} />
        </>
      ) : (
        <VaultNotice message={text.notConfigured} />
      );
  } else {
    const message =
      vault.reason === 'invalid'
        ? text.keyInvalidPage
        : vault.reason === 'idle'
          ? text.lockedIdle
          : text.lockedPage;
    body = (
      <>
        <VaultNotice message={message} alert={vault.reason === 'invalid'} />
        <UnlockModal invalid={vault.reason === 'invalid'} onCancel={goBack} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-[1400px]">
      <PageHeader title={text.title} subtitle={text.subtitle} />
      {body}
    </div>
  );
}
