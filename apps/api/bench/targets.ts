import type { Measurement } from './measure';

export type Kind = 'embedded' | 'postgres';
export type Row = { route: string; raw?: string; authenticated: boolean } & Measurement;
export type Verdict = { label: string; figure: string; pass: boolean };

/** The targets, sign-in check included: ratios to the bare route and to the raw query. */
const MIN_BARE: Record<Kind, number> = { postgres: 0.1, embedded: 0.05 };
const MIN_RAW: Partial<Record<Kind, number>> = { postgres: 0.7 };
const MAX_P99_MS = 50;

export function judge(kind: Kind, rows: Row[]): Verdict[] {
  const rps = (route: string) => rows.find((row) => row.route === route)?.rps ?? NaN;
  const bare = rps('GET /api/__bench/bare');
  const verdicts: Verdict[] = [];
  for (const row of rows.filter((r) => r.authenticated)) {
    const toBare = row.rps / bare;
    verdicts.push({
      label: `${row.route} ≥ ${MIN_BARE[kind]} × bare`,
      figure: toBare.toFixed(3),
      pass: toBare >= MIN_BARE[kind],
    });
    const minRaw = MIN_RAW[kind];
    if (minRaw !== undefined && row.raw) {
      const toRaw = row.rps / rps(row.raw);
      verdicts.push({
        label: `${row.route} ≥ ${minRaw} × raw query`,
        figure: toRaw.toFixed(2),
        pass: toRaw >= minRaw,
      });
    }
    verdicts.push({
      label: `${row.route} p99 < ${MAX_P99_MS} ms`,
      figure: `${row.p99} ms`,
      pass: row.p99 < MAX_P99_MS,
    });
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({ label: 'errors + non-2xx = 0', figure: String(failures), pass: failures === 0 });
  return verdicts;
}
