import { AUDIT_LOAD_NOTE } from './audit-load';
import type { DatabaseResult } from './report';
import { SIGN_IN_NOTE } from './sign-in';

/**
 * Issue 28's two sections of the report (sign-in with a second factor, the audit log under
 * load): their notes and tables, in the style of report.ts's scenario tables.
 */
const table = (head: string[], body: string[][]) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '');

function scenarioTable(results: DatabaseResult[], scenario: string, rateHead: string) {
  const body = results.flatMap((result) => {
    if ('skipped' in result || !result.loads) return [];
    return result.loads
      .filter((row) => row.scenario === scenario)
      .map((row) => [
        result.label,
        row.route,
        String(row.connections),
        row.rps.toFixed(1),
        figure(row.p50),
        figure(row.p99),
        String(row.errors),
        String(row.non2xx),
      ]);
  });
  if (body.length === 0) return '';
  return table(
    ['database', 'route', rateHead, 'done/s', 'p50 ms', 'p99 ms', 'errors', 'failed'],
    body,
  );
}

/** The sections issue 28's scenarios add to the report ('' when neither ran). */
export function renderSignInSections(results: DatabaseResult[]): string {
  const signIn = scenarioTable(results, 'sign-in', 'started/s');
  const audit = scenarioTable(results, 'audit', 'conn.');
  return [signIn && SIGN_IN_NOTE, signIn, audit && AUDIT_LOAD_NOTE, audit]
    .filter((section) => section)
    .join('\n\n');
}
