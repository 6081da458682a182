import { passwordScore, passwordStrength, type PasswordStrength } from '@app/contract/auth';
import { cn } from '../../lib/utils';

const LEVELS: Record<PasswordStrength, { bars: number; bar: string; text: string }> = {
  Débil: { bars: 1, bar: 'bg-red-500', text: 'text-red-600' },
  Media: { bars: 2, bar: 'bg-amber-500', text: 'text-amber-700' },
  Fuerte: { bars: 3, bar: 'bg-emerald-500', text: 'text-emerald-700' },
  'Muy fuerte': { bars: 4, bar: 'bg-emerald-600', text: 'text-emerald-700' },
};

/** Advisory strength of a password (SPEC §5): Débil, Media, Fuerte, Muy fuerte. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div id={id} className="space-y-1.5">
      <div
        role="meter"
        aria-label="Seguridad de la contraseña"
        aria-valuemin={0}
        aria-valuemax={6}
        aria-valuenow={passwordScore(password)}
        aria-valuetext={strength}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn('h-1.5 rounded-full', bar <= level.bars ? level.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className="text-xs text-slate-500" aria-live="polite">
        Seguridad: <span className={cn('font-medium', level.text)}>{strength}</span>
      </p>
    </div>
  );
}
