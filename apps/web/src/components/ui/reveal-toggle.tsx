import { Eye, EyeOff } from 'lucide-react';
import { Button } from './button';

type RevealToggleProps = {
  revealed: boolean;
  onToggle: () => void;
  /** Accessible names ('Mostrar contraseña de Correo' / 'Ocultar contraseña de Correo'). */
  showLabel: string;
  hideLabel: string;
  busy?: boolean;
  className?: string;
};

/** The eye button that shows or hides a secret; `aria-pressed` says which. */
export function RevealToggle({
  revealed,
  onToggle,
  showLabel,
  hideLabel,
  busy = false,
  className,
}: RevealToggleProps) {
  const Icon = revealed ? EyeOff : Eye;
  const label = revealed ? hideLabel : showLabel;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onToggle}
      aria-label={label}
      aria-pressed={revealed}
      aria-busy={busy || undefined}
      disabled={busy}
      title={label}
      className={className}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
