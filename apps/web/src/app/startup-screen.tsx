import { Logo } from '../components/ui/logo';
import { Spinner } from '../components/ui/spinner';

/** SPEC §2's start-up screen (logo and spinner), shown while the authenticated area's code loads. */
export function StartupScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <Logo size="lg" withName className="flex-col gap-3 text-lg" />
      <Spinner label="Cargando datos iniciales" />
    </div>
  );
}
