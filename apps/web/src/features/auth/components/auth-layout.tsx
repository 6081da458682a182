import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { PRODUCT_NAME } from '../../../lib/product';

type AuthLayoutProps = { title: string; subtitle?: string; children: ReactNode };

/** The centred card of the public screens, with the copyright footer (SPEC §2). */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 to-slate-100">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <div className="mb-6 flex justify-center">
            <Logo withName size="lg" className="flex-col gap-3 text-lg" />
          </div>
          <Card className="p-6 sm:p-8">
            <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
            {subtitle && <p className="mt-1 text-sm text-slate-500">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </Card>
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-500">
        © {year} {PRODUCT_NAME}. Todos los derechos reservados.
      </footer>
    </div>
  );
}
