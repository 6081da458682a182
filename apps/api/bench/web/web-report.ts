import fs from 'node:fs';
import path from 'node:path';
import type { Audit, FormFactor } from './lighthouse';

export type PageRuns = { page: string; formFactor: FormFactor; runs: Audit[] };
export type ScriptBytes = { files: number; raw: number; gzip: number; brotli: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const medianOf = (runs: Audit[], key: keyof Audit) =>
  median(runs.map((run) => run[key] as number));

/** Sizes of the scripts a page loaded, as the server sends them (the build's .gz and .br copies). */
export function scriptBytes(webDir: string, scripts: string[]): ScriptBytes {
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);
  const total = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const script of new Set(scripts)) {
    const file = path.join(webDir, script);
    const raw = sizeOf(file);
    if (raw === undefined) throw new Error(`${script} is not in ${webDir}`);
    total.files += 1;
    total.raw += raw;
    total.gzip += sizeOf(`${file}.gz`) ?? raw;
    total.brotli += sizeOf(`${file}.br`) ?? raw;
  }
  return total;
}

export type Target = { label: string; measured: number; pass: boolean; shown: string };

const KB = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed2 = (value: number) => value.toFixed(2);

export const LOGIN_JS_GZIP_KB = 120;

/** The targets of issue 10 §6. */
export function judgeWeb(pages: PageRuns[], loginJs: ScriptBytes): Target[] {
  const targets: Target[] = [];
  for (const { page, formFactor, runs } of pages) {
    const performance = medianOf(runs, 'performance');
    const floor = formFactor === 'desktop' ? 0.98 : page === '/login' ? 0.9 : 0.85;
    targets.push({
      label: `${page} ${formFactor}: performance ≥ ${fixed2(floor)}`,
      measured: performance,
      pass: performance >= floor,
      shown: fixed2(performance),
    });
    for (const key of ['accessibility', 'bestPractices'] as const) {
      const value = medianOf(runs, key);
      targets.push({
        label: `${page} ${formFactor}: ${key === 'bestPractices' ? 'best practices' : key} = 1.00`,
        measured: value,
        pass: value >= 1,
        shown: fixed2(value),
      });
    }
  }
  const kb = loginJs.gzip / 1024;
  targets.push({
    label: `/login initial JS ≤ ${LOGIN_JS_GZIP_KB} KB gzip`,
    measured: kb,
    pass: kb <= LOGIN_JS_GZIP_KB,
    shown: `${KB(loginJs.gzip)} KB`,
  });
  return targets;
}

export function renderWebReport(
  pages: PageRuns[],
  loginJs: ScriptBytes,
  targets: Target[],
  settings: string,
) {
  const rows = pages.map(({ page, formFactor, runs }) =>
    [
      page,
      formFactor,
      String(runs.length),
      fixed2(medianOf(runs, 'performance')),
      fixed2(medianOf(runs, 'accessibility')),
      fixed2(medianOf(runs, 'bestPractices')),
      String(Math.round(medianOf(runs, 'lcpMs'))),
      String(Math.round(medianOf(runs, 'tbtMs'))),
    ].join(' | '),
  );
  return [
    settings,
    [
      '| page | device | runs | performance | accessibility | best practices | LCP ms | TBT ms |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row} |`),
    ].join('\n'),
    `Initial JS of /login (every script the page loads before it is shown, ${loginJs.files} ${loginJs.files === 1 ? 'file' : 'files'}): ` +
      `${KB(loginJs.raw)} KB minified, ${KB(loginJs.gzip)} KB gzip, ${KB(loginJs.brotli)} KB brotli ` +
      '(what the server sends to a browser that accepts brotli).',
    [
      '| target | measured | result |',
      '| --- | --- | --- |',
      ...targets.map((t) => `| ${t.label} | ${t.shown} | ${t.pass ? 'PASS' : 'FAIL'} |`),
    ].join('\n'),
  ].join('\n\n');
}
