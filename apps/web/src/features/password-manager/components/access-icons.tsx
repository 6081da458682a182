import type { Credential } from '@app/contract/password-manager';
import { Globe, Lock, UserCheck, UserRound } from 'lucide-react';
import { NamedIcon } from '../../../components/ui/named-icon';
import { passwordManagerMessages as text } from '../password-manager-messages';

/**
 * SPEC §2: the lock ('Credencial privada' / 'Credencial pública') and the owner icon ('Eres el
 * propietario de la credencial' / 'No eres el propietario de la credencial').
 */
export function AccessIcons({ credential }: { credential: Credential }) {
  return (
    <div className="flex items-center gap-1">
      {credential.privated ? (
        <NamedIcon
          icon={Lock}
          label={text.privateCredential}
          className="bg-amber-50 text-amber-700"
        />
      ) : (
        <NamedIcon icon={Globe} label={text.publicCredential} className="bg-sky-50 text-sky-700" />
      )}
      {credential.isOwner ? (
        <NamedIcon
          icon={UserCheck}
          label={text.youOwn}
          className="bg-emerald-50 text-emerald-700"
        />
      ) : (
        <NamedIcon
          icon={UserRound}
          label={text.youDoNotOwn}
          className="bg-slate-100 text-slate-600"
        />
      )}
    </div>
  );
}
