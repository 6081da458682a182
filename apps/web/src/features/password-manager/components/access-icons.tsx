import type { Credential } from '@app/contract/password-manager';
import { Globe, Lock, UserCheck, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { passwordManagerMessages as text } from '../password-manager-messages';

/** An icon whose meaning is its accessible name and its tip (focusable, so keyboards get the tip too). */
function NamedIcon({
  icon: Icon,
  label,
  className,
}: {
  icon: LucideIcon;
  label: string;
  className: string;
}) {
  return (
    <Tooltip content={label}>
      <span
        role="img"
        aria-label={label}
        tabIndex={0}
        className={cn(
          'inline-flex size-7 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </Tooltip>
  );
}

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
