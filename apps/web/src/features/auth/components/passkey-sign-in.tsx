import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { usePasskeySignIn } from '../api/passkey-login';

const text = {
  or: 'o',
  button: 'Entrar con una llave de acceso',
  busy: 'Esperando a la llave de acceso...',
  cancelled:
    'No se usó ninguna llave de acceso. Puedes intentarlo de nuevo o entrar con tu contraseña.',
  failed: 'No se pudo entrar con la llave de acceso. Inténtalo de nuevo.',
} as const;

/**
 * 'Entrar con una llave de acceso' on the sign-in page (DECISIONS §12, WebAuthn), only where the
 * browser can use one. The WebAuthn library loads on the click, not with the page.
 */
export function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const { supported, busy, outcome, start } = usePasskeySignIn();
  if (!supported) return null;

  return (
    <div className="mt-5 space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {text.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => start(onSuccess)}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {busy ? text.busy : text.button}
      </Button>
      {outcome?.kind === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(outcome.error, text.failed)}
        </p>
      )}
      {outcome?.kind === 'cancelled' && (
        <p role="status" className="text-sm text-slate-600">
          {text.cancelled}
        </p>
      )}
    </div>
  );
}
