import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import { BackupCard } from '../features/backups/components/backup-card';
import { SummaryDashboard } from '../features/summary/components/summary-dashboard';
import { summaryMessages } from '../features/summary/summary-messages';
import { useSession } from '../lib/session';
import { sectionsFor } from './navigation';
import { SECTION_ICONS } from './section-icons';

/**
 * `/dashboard`: 'Inicio': for the admin, the backups' card (issue 15); the 'Resumen' of incomes
 * and expenses (admin and office, SPEC §2), then the sections the signed-in role may open.
 */
export function HomePage() {
  const session = useSession();
  if (!session) return null;
  const sections = sectionsFor(session.user.role).filter(
    (section) => section.path !== '/dashboard',
  );
  const firstName = session.user.name.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <PageHeader title="Inicio" subtitle={summaryMessages.greeting(firstName)} />
      {session.user.role === 'admin' && <BackupCard />}
      <SummaryDashboard />
      <h2 id="shortcuts-title" className="mb-3 text-lg font-semibold text-slate-900">
        {summaryMessages.shortcuts}
      </h2>
      <ul aria-labelledby="shortcuts-title" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => {
          const Icon = SECTION_ICONS[section.path];
          return (
            <li key={section.path}>
              <Link
                to={section.path}
                className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-medium text-slate-900">
                    {section.label}
                    <ArrowRight
                      className="size-4 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
                      aria-hidden="true"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-500">{section.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
