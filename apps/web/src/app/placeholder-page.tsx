import { Hourglass } from 'lucide-react';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import type { Section } from './sections';

/** An honest page for a section that is not built yet, so navigation works end to end. */
export function PlaceholderPage({ section }: { section: Section }) {
  return (
    <>
      <PageHeader title={section.title} subtitle={section.description} />
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Hourglass className="size-10 text-slate-300" aria-hidden="true" />
        <p className="text-lg font-medium text-slate-700">Próximamente</p>
        <p className="max-w-md text-sm text-slate-500">
          La sección «{section.title}» todavía está en construcción.
        </p>
      </Card>
    </>
  );
}
