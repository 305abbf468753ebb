import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from '../providers/browser.js';
import { startSiteInUse } from './site-in-use.js';

/**
 * `npm run bench:lighthouse`: Lighthouse with its mobile defaults (a mid-range phone on slow 4G, simulated,
 * with a 4× slower CPU) against the whole stack seeded as a site in use (site-in-use.ts), on Debian's Chromium. Each
 * page runs LIGHTHOUSE_RUNS times (3); the table shows the median of each figure and marks the budgets of
 * issue 10: performance, accessibility and best practices at least 0.95, SEO 1. LIGHTHOUSE_PATHS=<a>,<b>
 * keeps only the paths containing one of them (`/` alone means home); LIGHTHOUSE_REPORTS=<folder> keeps every
 * run's JSON report there.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 0.95, accessibility: 0.95, 'best-practices': 0.95, seo: 1 };
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits that lost points, for the notes under the table. */
  findings: string[];
}

const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse run in a Chromium of its own (the CLI launches it), read back from its JSON report. */
async function lighthouse(url: string, chromium: string, reportFile: string): Promise<Run> {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    '--quiet',
  ];
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}:\n${stderr.join('').slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const findings = Object.entries(report.audits)
    .filter(
      ([, a]) =>
        a.score !== null &&
        a.score < 0.9 &&
        (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'),
    )
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c].score])) as Run['scores'],
    metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, report.audits[id].numericValue ?? NaN])) as Run['metrics'],
    findings,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is tried again, twice at most. */
async function retried(run: () => Promise<Run>, log: (line: string) => void): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt === 3) throw err;
      log(
        `${(err as Error).message.split('\n').find((line) => line.startsWith('Runtime error')) ?? (err as Error).message.split('\n')[0]}; trying again`,
      );
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const log = (line: string) => console.log(`bench | ${line}`);
  const chromium = ensureChromium(log, 'full');
  const reportsDir = process.env.LIGHTHOUSE_REPORTS || fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  fs.mkdirSync(reportsDir, { recursive: true });
  const { stack, productId, stop } = await startSiteInUse(log);
  try {
    const only = process.env.LIGHTHOUSE_PATHS?.split(',').filter(Boolean);
    const paths = [
      '/',
      '/marketplace',
      `/products/${productId}`,
      '/pricing',
      '/contact',
      '/platform',
      // The code samples' tabs.
      '/platform/developer',
      '/solutions/indoor-air-quality',
      // A marketing page the gateway renders with its newest blog posts.
      '/resources',
      '/news',
    ].filter((p) => !only?.length || only.some((part) => (part === '/' ? p === '/' : p.includes(part))));
    log(
      `${paths.length} pages × ${RUNS} runs, Lighthouse ${(JSON.parse(fs.readFileSync(path.join(path.dirname(lighthouseCli), '..', 'package.json'), 'utf8')) as { version: string }).version}, ${os.cpus().length} cores, reports in ${reportsDir}`,
    );
    const rows: Array<{ path: string; runs: Run[] }> = [];
    for (const urlPath of paths) {
      const url = `${stack.url()}${urlPath}`;
      // A page as a visitor gets it once the site is in use: from the gateway's page cache.
      await fetch(url, { headers: { accept: 'text/html' } });
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await retried(
          () => lighthouse(url, chromium, path.join(reportsDir, `${urlPath.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`)),
          log,
        );
        runs.push(run);
        log(
          `${urlPath} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${run.scores[c].toFixed(2)}`).join(', ')}; LCP ${(run.metrics.lcp / 1000).toFixed(1)} s, TBT ${Math.round(run.metrics.tbt)} ms`,
        );
      }
      rows.push({ path: urlPath, runs });
    }

    const cell = (value: number, budget: number) => `${value.toFixed(2)}${value >= budget ? '' : ' ✗'}`;
    console.log(`\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |`);
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const { path: urlPath, runs } of rows) {
      const scores = CATEGORIES.map((c) => cell(median(runs.map((r) => r.scores[c])), BUDGET[c]));
      const m = (key: keyof typeof METRICS) => median(runs.map((r) => r.metrics[key]));
      console.log(
        `| \`${urlPath}\` | ${scores.join(' | ')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
      );
    }
    const failing = rows.filter(({ runs }) => CATEGORIES.some((c) => median(runs.map((r) => r.scores[c])) < BUDGET[c]));
    console.log(failing.length ? `\nBelow budget (✗): ${failing.map((r) => r.path).join(', ')}` : '\nEvery page meets the budgets.');
    // What lost points, from each page's run of median performance.
    for (const { path: urlPath, runs } of rows) {
      const typical = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
      if (typical.findings.length) console.log(`- ${urlPath}: ${typical.findings.join('; ')}`);
    }
    process.exitCode = failing.length ? 1 : 0;
  } finally {
    await stop();
  }
}

await main();
