import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { measureRounds, type Measurement, type Target } from './measure';
import type { LoadRow } from './targets';

/**
 * Issue 12 §6. A million expenses and 250 000 incomes over five years (2021–2025), written with
 * SQL in one statement each (the statement triggers of migration 0010 fold each into the daily
 * totals at once). Then, on the same server: the summary against the live GROUP BY over the same
 * rows; the report of a year against the SQL that computes the same figures; a filtered list page
 * against its raw query (if GET /api/expenses exists); the PDF of about 5 000 expenses, and
 * GET /api/categories' p99 alone and while PDFs are being drawn.
 */
export const FINANCE = {
  expenses: 1_000_000,
  incomes: 250_000,
  first: '2021-01-01',
  days: 1826, // 2021-01-01 … 2025-12-31
  connections: 10,
  /** sequential samples of each summary, report and list read (after one warm-up) */
  samples: 9,
  pdfRuns: 5,
  /** a year, a month, and a window of one category holding about 5 000 expenses */
  year: { from: '2025-01-01', to: '2025-12-31' },
  month: { from: '2025-06-01', to: '2025-06-30' },
  pdfWindow: { from: '2024-07-01', to: '2025-12-31' },
} as const;

export type FinanceSeed = { categoryId: number; pdfRows: number };

export async function seedFinance({ db }: Database): Promise<FinanceSeed> {
  const ids = async (table: string) =>
    (
      (await db.execute(sql.raw(`select min(id) as min, count(*)::int as n from ${table}`))) as {
        rows: { min: number; n: number }[];
      }
    ).rows[0]!;
  const [category, area, supplier] = [
    await ids('categories'),
    await ids('areas'),
    await ids('suppliers'),
  ];
  const started = Date.now();
  // Amounts from 1.00 to 2 000.99, spread by a multiplicative hash; seasonal months weigh more.
  await db.execute(
    sql.raw(`
    insert into expenses (name, amount, date, category_id, area_id, supplier_id, note)
    select 'Gasto ' || i || ' Señor Ñandú',
      (((i::bigint * 7919) % 200000) + 100)::numeric / 100,
      date '${FINANCE.first}' + ((i::bigint * 48271) % ${FINANCE.days})::int,
      ${category.min} + (i % ${category.n}),
      ${area.min} + ((i / 7) % ${area.n}),
      case when i % 4 = 0 then null else ${supplier.min} + ((i / 3) % ${supplier.n}) end,
      case when i % 10 = 0 then 'Pagado con tarjeta' else '' end
    from generate_series(1, ${FINANCE.expenses}) as i`),
  );
  await db.execute(
    sql.raw(`
    insert into incomes (amount, type, date, area_id, description)
    select (((i::bigint * 104729) % 900000) + 1000)::numeric / 100,
      (array['cash', 'credit_card', 'debit_card', 'checking_account'])[1 + i % 4],
      date '${FINANCE.first}' + ((i::bigint * 16807) % ${FINANCE.days})::int,
      ${area.min} + (i % ${area.n}), 'Venta ' || i
    from generate_series(1, ${FINANCE.incomes}) as i`),
  );
  await db.execute(sql.raw('ANALYZE'));
  const counted = (
    (await db.execute(
      sql.raw(`select count(*)::int as n from expenses where category_id = ${category.min}
        and date between '${FINANCE.pdfWindow.from}' and '${FINANCE.pdfWindow.to}'`),
    )) as { rows: { n: number }[] }
  ).rows[0]!.n;
  console.log(`  finance seed: ${Math.round((Date.now() - started) / 1000)} s`);
  return { categoryId: category.min, pdfRows: counted };
}

type Reply = { status: number; ms: number; bytes: number; body: string };

function request(url: string, headers: Record<string, string>, method = 'GET'): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers });
    req.on('error', (error) => resolve({ status: 0, ms: 0, bytes: 0, body: error.message }));
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          bytes: body.length,
          body: body.subarray(0, 300).toString(),
        });
      });
    });
    req.end();
  });
}

const getJson = async (url: string, headers: Record<string, string>) => {
  const reply = await fetch(url, { headers });
  if (!reply.ok) throw new Error(`GET ${url}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as Record<string, unknown>;
};

/** The summary must equal the live GROUP BY, or the ratio means nothing. */
async function assertSameSummary(baseUrl: string, auth: Record<string, string>, range: string) {
  const real = (await getJson(`${baseUrl}/api/summary?${range}`, auth)).data as {
    incomes: { period: string; totalIncome: number }[];
    expenses: { period: string; totalExpense: number }[];
  };
  const raw = (await getJson(`${baseUrl}/api/__bench/raw-summary-live?${range}`, {})) as {
    incomes: { period: string; total: string }[];
    expenses: { period: string; total: string }[];
  };
  const same = (a: { period: string; value: number }[], b: { period: string; total: string }[]) => {
    const live = new Map(b.map((row) => [row.period, Number(row.total)]));
    return a.every((row) => row.value === (live.get(row.period) ?? 0));
  };
  const incomes = real.incomes.map((r) => ({ period: r.period, value: r.totalIncome }));
  const expenses = real.expenses.map((r) => ({ period: r.period, value: r.totalExpense }));
  if (!same(incomes, raw.incomes) || !same(expenses, raw.expenses) || raw.expenses.length === 0) {
    throw new Error(`summary ${range}: not the live GROUP BY`);
  }
}

/** The report's figures must be those of the raw SQL. */
async function assertSameReport(baseUrl: string, auth: Record<string, string>, query: string) {
  const real = await getJson(`${baseUrl}/api/expenses/report?${query}`, auth);
  const raw = (await getJson(`${baseUrl}/api/__bench/raw-report?${query}`, {})) as {
    figures: { kind: string; total: string; count: number }[];
    page: { id: number }[];
  };
  const whole = raw.figures.find((row) => row.kind === 'all')!;
  const expenses = real.expenses as { id: number }[];
  if (
    real.totalExpenses !== Number(whole.total) ||
    real.transactionCount !== whole.count ||
    expenses.map((e) => e.id).join() !== raw.page.map((e) => e.id).join()
  ) {
    throw new Error(`report ${query}: not the figures of the raw SQL`);
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

function asMeasurement(replies: Reply[], seconds: number): Measurement {
  const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
  return {
    rps: replies.length / seconds,
    p50: Math.round(quantile(ms, 0.5)),
    p99: Math.round(quantile(ms, 0.99)),
    errors: replies.filter((r) => r.status === 0).length,
    non2xx: replies.filter((r) => r.status !== 0 && (r.status < 200 || r.status >= 300)).length,
  };
}

/** GET /api/categories p99 from 10 connections, while `busy` runs (or alone). */
async function categoriesP99(baseUrl: string, auth: Record<string, string>) {
  const [figure] = await measureRounds([{ url: `${baseUrl}/api/categories`, headers: auth }], {
    connections: FINANCE.connections,
    rounds: 1,
  });
  return figure!;
}

export async function benchFinance(
  baseUrl: string,
  auth: Record<string, string>,
  seed: FinanceSeed,
): Promise<LoadRow[]> {
  const { year, month, pdfWindow } = FINANCE;
  const yearByMonth = `from=${year.from}&to=${year.to}&groupBy=month`;
  const monthByDay = `from=${month.from}&to=${month.to}&groupBy=day`;
  const reportYear = `dateFrom=${year.from}&dateTo=${year.to}`;
  const reportCategory = `${reportYear}&categoryId=${seed.categoryId}`;
  await assertSameSummary(baseUrl, auth, yearByMonth);
  await assertSameSummary(baseUrl, auth, monthByDay);
  await assertSameReport(baseUrl, auth, reportYear);
  await assertSameReport(baseUrl, auth, reportCategory);

  const pair = (
    route: string,
    real: string,
    raw: string,
  ): (Target & { route: string; raw?: string })[] => [
    { route: `raw: ${route}`, url: `${baseUrl}${raw}`, headers: {} },
    { route, url: `${baseUrl}${real}`, headers: auth, raw: `raw: ${route}` },
  ];
  const targets = [
    ...pair(
      'GET /api/summary (year by month)',
      `/api/summary?${yearByMonth}`,
      `/api/__bench/raw-summary-live?${yearByMonth}`,
    ),
    ...pair(
      'GET /api/summary (month by day)',
      `/api/summary?${monthByDay}`,
      `/api/__bench/raw-summary-live?${monthByDay}`,
    ),
    ...pair(
      'GET /api/expenses/report (year)',
      `/api/expenses/report?${reportYear}`,
      `/api/__bench/raw-report?${reportYear}`,
    ),
    ...pair(
      'GET /api/expenses/report (year, one category)',
      `/api/expenses/report?${reportCategory}`,
      `/api/__bench/raw-report?${reportCategory}`,
    ),
  ];
  // The filtered list page of GET /api/expenses, when that route exists in this build.
  const listQuery = `categoryId=${seed.categoryId}&dateFrom=${year.from}&dateTo=${year.to}&page=2&limit=10`;
  const list = await request(`${baseUrl}/api/expenses?${listQuery}`, auth);
  if (list.status === 200) {
    targets.push(
      ...pair(
        'GET /api/expenses (one category, a year, page 2)',
        `/api/expenses?${listQuery}`,
        `/api/__bench/raw-expense-page?${listQuery}`,
      ),
    );
  } else {
    console.log(`  GET /api/expenses answers ${list.status}: the list page is not measured`);
  }
  // One connection, the targets in turn, sample after sample: these reads take from milliseconds
  // to seconds, so a fixed-time load (autocannon) would count none of the slow ones and leave
  // their queries running into the next target's window.
  const samples: Reply[][] = targets.map(() => []);
  for (const target of targets) await request(target.url, target.headers); // warm-up
  const started = performance.now();
  for (let i = 0; i < FINANCE.samples; i++) {
    for (const [index, target] of targets.entries()) {
      samples[index]!.push(await request(target.url, target.headers));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rows: LoadRow[] = targets.map(({ route, raw }, i) => ({
    scenario: 'finance',
    route,
    raw,
    connections: 1,
    ...asMeasurement(samples[i]!, seconds),
  }));

  // The PDF of about 5 000 expenses, one at a time.
  const pdfUrl = `${baseUrl}/api/expenses/report?categoryId=${seed.categoryId}&dateFrom=${pdfWindow.from}&dateTo=${pdfWindow.to}`;
  const pdfReplies: Reply[] = [];
  await request(pdfUrl, auth, 'POST'); // warm: the workers start
  const pdfStarted = performance.now();
  for (let i = 0; i < FINANCE.pdfRuns; i++) pdfReplies.push(await request(pdfUrl, auth, 'POST'));
  const bad = pdfReplies.find((reply) => reply.status !== 200);
  if (bad) console.warn(`  PDF: ${bad.status} ${bad.body}`);
  rows.push({
    scenario: 'finance',
    route: `POST /api/expenses/report (${seed.pdfRows.toLocaleString('en-US')} rows, ${Math.round((pdfReplies[0]?.bytes ?? 0) / 1024)} KB)`,
    connections: 1,
    ...asMeasurement(pdfReplies, (performance.now() - pdfStarted) / 1000),
  });

  // GET /api/categories alone, then while two clients keep asking for that PDF.
  const alone = await categoriesP99(baseUrl, auth);
  let drawing = true;
  const during: Reply[] = [];
  const drawers = Array.from({ length: 2 }, async () => {
    while (drawing) during.push(await request(pdfUrl, auth, 'POST'));
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const loaded = await categoriesP99(baseUrl, auth);
  drawing = false;
  await Promise.all(drawers);
  rows.push(
    {
      scenario: 'finance',
      route: 'GET /api/categories, alone',
      connections: FINANCE.connections,
      ...alone,
    },
    {
      scenario: 'finance',
      route: `GET /api/categories, while 2 clients draw PDFs (${during.length} drawn)`,
      connections: FINANCE.connections,
      ...loaded,
      non2xx: loaded.non2xx + during.filter((reply) => reply.status !== 200).length,
    },
  );
  return rows;
}
