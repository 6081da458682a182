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

/** A route of a scenario loaded with its own connection count (the calendars, the summary). */
export type LoadRow = {
  scenario: string;
  route: string;
  raw?: string;
  connections: number;
} & Measurement;

const p50Ratio = (rows: LoadRow[], row: LoadRow) =>
  row.p50 / (rows.find((r) => r.route === row.raw)?.p50 ?? NaN);

/** Issue 3: each calendar within 1.5× its raw queries' p50; the 500-user week p50 < 30 ms on PostgreSQL. */
export function judgeCalendar(kind: Kind, rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const row of rows.filter((r) => r.raw)) {
    const ratio = p50Ratio(rows, row);
    verdicts.push({
      label: `${row.route} p50 ≤ 1.5 × raw query p50`,
      figure: ratio.toFixed(2),
      pass: ratio <= 1.5,
    });
    if (kind === 'postgres' && row.route.includes('(week)')) {
      verdicts.push({
        label: `${row.route} p50 < 30 ms`,
        figure: `${row.p50} ms`,
        pass: row.p50 < 30,
      });
    }
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'calendar: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}
