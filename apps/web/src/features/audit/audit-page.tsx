import { PageHeader } from '../../components/ui/page-header';

/**
 * 'Auditoría' (/audit, admin): the append-only audit log of DECISIONS §12 — filters by user,
 * action and dates, pages, and its CSV.
 */
export function AuditPage() {
  return <PageHeader title="Auditoría" subtitle="Quién hizo qué y cuándo." />;
}
