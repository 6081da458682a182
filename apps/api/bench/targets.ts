import type { Measurement } from './measure';
import type { BurstResult } from './punches';

export type Kind = 'embedded' | 'postgres';
export type Row = { route: string; raw?: string; authenticated: boolean } & Measurement;
export type Verdict = { label: string; figure: string; pass: boolean };

/** The issue's targets, sign-in check included: ratios to the bare route and to the raw query. */
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
  /** Shown with its ratio to the raw query, but not judged. */
  informational?: boolean;
  connections: number;
} & Measurement;

const p50Ratio = (rows: LoadRow[], row: LoadRow) =>
  row.p50 / (rows.find((r) => r.route === row.raw)?.p50 ?? NaN);

/** Issue 3: each calendar within 1.5× its raw queries' p50; the 500-user week p50 < 30 ms on PostgreSQL. */
export function judgeCalendar(kind: Kind, rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const row of rows.filter((r) => r.raw && !r.informational)) {
    const ratio = p50Ratio(rows, row);
    verdicts.push({
      // The absences' rows are measured against the same week without them, not a raw query.
      label: `${row.route} p50 ≤ 1.5 × ${row.raw?.startsWith('raw') ? 'raw query' : `'${row.raw}'`} p50`,
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

/** Issue 4's burst targets, of PostgreSQL: the punch-in (upload + add, as the user waits for both). */
export const BURST_TARGETS = { p99Ms: 500, withinS: 10 } as const;
/** Issue 4's month analysis: within 1.5× its raw SQL's p50, and p50 < 100 ms from one connection. */
export const SUMMARY_TARGETS = { maxRatio: 1.5, p50Ms: 100 } as const;

/**
 * Issue 4. Burst: every punch-in recorded with its photo and no failed request (reads included) on
 * both databases; p99 of the punch-in and the wall time on PostgreSQL. Month analysis: the p50
 * ratio at 10 and at 1 connection, and the single-connection p50, on both.
 */
export function judgePunches(kind: Kind, burst: BurstResult, summary: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [
    {
      label: `punch-in burst: all ${burst.clients} recorded with their photo`,
      figure: `${burst.recorded} / ${burst.clients}`,
      pass: burst.recorded === burst.clients,
    },
  ];
  const errors = burst.series.reduce((sum, s) => sum + s.errors, 0);
  verdicts.push({
    label: 'punch-in burst: errors + non-2xx = 0 (uploads, adds, list reads)',
    figure: String(errors),
    pass: errors === 0,
  });
  if (kind === 'postgres') {
    const pair = burst.series.find((s) => s.label.startsWith('punch-in'));
    verdicts.push({
      label: `punch-in (upload + add) p99 < ${BURST_TARGETS.p99Ms} ms`,
      figure: `${Math.round(pair?.p99 ?? NaN)} ms`,
      pass: (pair?.p99 ?? NaN) < BURST_TARGETS.p99Ms,
    });
    verdicts.push({
      label: `punch-in burst within ${BURST_TARGETS.withinS} s`,
      figure: `${(burst.elapsedMs / 1000).toFixed(1)} s`,
      pass: burst.elapsedMs <= BURST_TARGETS.withinS * 1000,
    });
  }
  for (const row of summary.filter((r) => r.raw)) {
    const ratio = p50Ratio(summary, row);
    verdicts.push({
      label: `${row.route} p50 ≤ ${SUMMARY_TARGETS.maxRatio} × raw query p50`,
      figure: ratio.toFixed(2),
      pass: ratio <= SUMMARY_TARGETS.maxRatio,
    });
    if (row.connections === 1) {
      verdicts.push({
        label: `${row.route} p50 < ${SUMMARY_TARGETS.p50Ms} ms`,
        figure: `${row.p50} ms`,
        pass: row.p50 < SUMMARY_TARGETS.p50Ms,
      });
    }
  }
  const failures = summary.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'summary: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** Issue 12 §6: the finance targets. */
export const FINANCE_TARGETS = {
  summaryFaster: 10,
  reportRatio: 1.2,
  listRatio: 1.5,
  pdfMs: 2000,
  categoriesP99Ratio: 2,
} as const;

/**
 * The summary ≥ 10× faster than the live GROUP BY (p50), the report within 1.2× of its SQL, the
 * list page within 1.5× of its raw query, the 5 000-row PDF under 2 s (slowest run), and
 * GET /api/categories' p99 while PDFs are drawn at most twice its p99 alone.
 */
export function judgeFinance(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const row of rows.filter((r) => r.raw)) {
    const ratio = p50Ratio(rows, row);
    if (row.route.startsWith('GET /api/summary')) {
      verdicts.push({
        label: `${row.route} p50 ≥ ${FINANCE_TARGETS.summaryFaster}× faster than the live GROUP BY`,
        figure: `${(1 / ratio).toFixed(1)}×`,
        pass: 1 / ratio >= FINANCE_TARGETS.summaryFaster,
      });
    } else {
      const max = row.route.startsWith('GET /api/expenses/report')
        ? FINANCE_TARGETS.reportRatio
        : FINANCE_TARGETS.listRatio;
      verdicts.push({
        label: `${row.route} p50 ≤ ${max} × raw query p50`,
        figure: ratio.toFixed(2),
        pass: ratio <= max,
      });
    }
  }
  const pdf = rows.find((row) => row.route.startsWith('POST /api/expenses/report'));
  if (pdf) {
    verdicts.push({
      label: `${pdf.route} < ${FINANCE_TARGETS.pdfMs} ms (slowest of the runs)`,
      figure: `${pdf.p99} ms (p50 ${pdf.p50} ms)`,
      pass: pdf.p99 < FINANCE_TARGETS.pdfMs,
    });
  }
  const alone = rows.find((row) => row.route.endsWith('alone'));
  const during = rows.find((row) => row.route.includes('while'));
  if (alone && during) {
    const ratio = during.p99 / alone.p99;
    verdicts.push({
      label: `GET /api/categories p99 during PDFs ≤ ${FINANCE_TARGETS.categoriesP99Ratio} × alone`,
      figure: `${ratio.toFixed(2)} (${during.p99} / ${alone.p99} ms)`,
      pass: ratio <= FINANCE_TARGETS.categoriesP99Ratio,
    });
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'finance: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** Issue 13: a page of each manager within 1.5× the p50 of the raw SQL reading the same page. */
export const NOTEBOOK_TARGETS = { listRatio: 1.5 } as const;

export function judgeNotebooks(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = rows
    .filter((row) => row.raw)
    .map((row) => {
      const ratio = p50Ratio(rows, row);
      return {
        label: `${row.route} p50 ≤ ${NOTEBOOK_TARGETS.listRatio} × raw query p50`,
        figure: `${ratio.toFixed(2)} (${row.p50} ms)`,
        pass: ratio <= NOTEBOOK_TARGETS.listRatio,
      };
    });
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'notebooks: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}

/** Issue 14 §4: the vault's targets. */
export const VAULT_TARGETS = { unlockMs: 1000, listRatio: 1.5, categoriesP99Ratio: 2 } as const;

/**
 * The slowest unlock under 1 s, the unlocked list page within 1.5× of the same page without the
 * vault (p50), and GET /api/categories' p99 while sessions unlock twenty at once at most twice its
 * p99 alone.
 */
export function judgeVault(rows: LoadRow[]): Verdict[] {
  const verdicts: Verdict[] = [];
  const unlock = rows.find((row) => row.route.startsWith('unlock'));
  if (unlock) {
    verdicts.push({
      label: `vault unlock < ${VAULT_TARGETS.unlockMs} ms (slowest of the runs)`,
      figure: `${unlock.p99} ms (p50 ${unlock.p50} ms)`,
      pass: unlock.p99 < VAULT_TARGETS.unlockMs,
    });
  }
  for (const row of rows.filter((r) => r.raw)) {
    const ratio = p50Ratio(rows, row);
    verdicts.push({
      label: `${row.route} p50 ≤ ${VAULT_TARGETS.listRatio} × without the vault`,
      figure: ratio.toFixed(2),
      pass: ratio <= VAULT_TARGETS.listRatio,
    });
  }
  const alone = rows.find((row) => row.route.endsWith('alone'));
  const during = rows.find((row) => row.route.includes('while'));
  if (alone && during) {
    const ratio = during.p99 / alone.p99;
    verdicts.push({
      label: `GET /api/categories p99 during unlocks ≤ ${VAULT_TARGETS.categoriesP99Ratio} × alone`,
      figure: `${ratio.toFixed(2)} (${during.p99} / ${alone.p99} ms)`,
      pass: ratio <= VAULT_TARGETS.categoriesP99Ratio,
    });
  }
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  verdicts.push({
    label: 'vault: errors + non-2xx = 0',
    figure: String(failures),
    pass: failures === 0,
  });
  return verdicts;
}
