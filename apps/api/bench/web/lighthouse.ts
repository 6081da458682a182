import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium: the benchmark never downloads a browser. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
];

export type FormFactor = 'mobile' | 'desktop';
/** A signed-in visit carries the session as the SPA keeps it (apps/web/src/lib/session.ts). */
export type Session = { token: string; user: unknown };

type WebStorage = { clear: () => void; setItem: (key: string, value: string) => void };

export type Audit = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First and Largest Contentful Paint, Total Blocking Time (ms) */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Every script the page loaded, as URL paths */
  scripts: string[];
  /** Audits of the three categories that did not pass, for the reasons */
  failing: string[];
  consoleErrors: string[];
};

export type Lab = {
  audit: (url: string, formFactor: FormFactor, session: Session | null) => Promise<Audit>;
  close: () => Promise<void>;
};

const score = (result: RunnerResult, category: string) =>
  result.lhr.categories[category]?.score ?? Number.NaN;

function failingAudits(result: RunnerResult) {
  const failing: string[] = [];
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failing.push(`${id}/${audit.id} ${audit.score} ${audit.displayValue ?? ''}`.trim());
    }
  }
  return failing;
}

function scriptsOf(result: RunnerResult) {
  const details = result.lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => new URL(item.url).pathname);
}

function consoleErrorsOf(result: RunnerResult) {
  const details = result.lhr.audits['errors-in-console']?.details as
    { items?: { description?: string }[] } | undefined;
  return (details?.items ?? []).map((item) => item.description ?? '');
}

class LighthouseRuntimeError extends Error {}

let savedReports = 0;
/**
 * With BENCH_WEB_SAVE set to a folder, each run's whole Lighthouse report is written there
 * (`03-shifts-mobile.json`), to read what a score is made of: the largest paint's element and
 * phases, the long tasks, the request chains.
 */
function saveReport(result: RunnerResult, url: string, formFactor: FormFactor) {
  const folder = process.env.BENCH_WEB_SAVE;
  if (!folder) return;
  savedReports += 1;
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  const name = `${String(savedReports).padStart(2, '0')}-${page}-${formFactor}.json`;
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, name), JSON.stringify(result.lhr));
}

/**
 * Chromium under Lighthouse 12 (its default throttling: simulated slow 4G and a 4× slower CPU for
 * mobile, the desktop preset for desktop). Each audit starts from an empty HTTP cache; a signed-in
 * audit puts the session into localStorage first, as a real sign-in leaves it.
 */
export async function openLab(origin: string): Promise<Lab> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  } catch (error) {
    chrome.kill();
    throw error;
  }
  const connected = browser;

  /**
   * On a busy machine Lighthouse now and then loses its own trace (NO_NAVSTART, NO_LCP): such a
   * run is measured again, up to twice, rather than ending a run of a hundred audits.
   */
  async function audit(url: string, formFactor: FormFactor, session: Session | null) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await auditOnce(url, formFactor, session);
      } catch (error) {
        if (!(error instanceof LighthouseRuntimeError) || attempt >= 3) throw error;
        console.log(`    ${error.message}: measured again`);
      }
    }
  }

  async function auditOnce(url: string, formFactor: FormFactor, session: Session | null) {
    const page = await connected.newPage();
    try {
      // A path the server answers without loading the app: the origin's storage is set before it.
      await page.goto(`${origin}/api/health`);
      await page.evaluate((stored) => {
        // Runs in the page: its localStorage (this project's Node types have no DOM).
        const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
        storage.clear();
        if (stored) {
          storage.setItem('token', stored.token);
          storage.setItem('user', JSON.stringify(stored.user));
        }
      }, session);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      // Lighthouse's own storage reset would clear the session: the cache is cleared above.
      const flags: Flags = { logLevel: 'error', output: 'json', disableStorageReset: true };
      const result = await lighthouse(
        url,
        flags,
        formFactor === 'desktop' ? desktopConfig : undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      saveReport(result, url, formFactor);
      if (result.lhr.runtimeError) {
        throw new LighthouseRuntimeError(`${url}: ${result.lhr.runtimeError.code}`);
      }
      return {
        performance: score(result, 'performance'),
        accessibility: score(result, 'accessibility'),
        bestPractices: score(result, 'best-practices'),
        fcpMs: result.lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: result.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        scripts: scriptsOf(result),
        failing: failingAudits(result),
        consoleErrors: consoleErrorsOf(result),
      };
    } finally {
      await page.close();
    }
  }

  return {
    audit,
    close: async () => {
      await connected.disconnect();
      chrome.kill();
    },
  };
}
