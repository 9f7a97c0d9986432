// `npm run lighthouse`: Lighthouse on the production build (issue 7, docs/performance.md
// "Page speed"). Builds what is stale, starts backend/dist/main.js with NODE_ENV=production
// on a free 127.0.0.1 port and a fresh SQLite file, registers a user with 50 goals
// (POST /api/goals/batch), then audits, in Debian's Chromium (/usr/bin/chromium):
//   - the landing page '/' (signed out),
//   - the dashboard '/' of the user with 50 goals (session cookie sent as an extra header),
// with Lighthouse's mobile preset (default config) and desktop preset, 3 runs each, and
// prints the median of each figure: Performance, Accessibility, CLS, LCP, TBT.
//
// Needs the `lighthouse` package (it brings chrome-launcher). When it is not installed the
// script says so and, with `--approx`, measures what it can without it (LCP, CLS and TBT
// from the browser's own performance entries under Lighthouse-like throttling, through
// Playwright); those are not Lighthouse scores.
//
// LIGHTHOUSE_RUNS=<n> changes the number of runs; LIGHTHOUSE_ONLY=landing|dashboard and
// LIGHTHOUSE_PRESET=mobile|desktop narrow the matrix. LIGHTHOUSE_DIST=<dir> audits another
// build of the web client (say `npx vite build --outDir /tmp/dist-before` at an older commit;
// `vite build` alone writes no landing.html and landing-script.js, so the server sends
// visitors the app's page instead of the static landing page, and no member-data.json, so
// members' pages carry no data preloads) with today's server, for before/after runs taken in turn on the same host.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ROOT, startServerProcess, stopChild } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** "Chromium 156.0.8078.108" (a browser update moves the scores as much as a host does). */
function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 10_000 })
      .split('\n')[0]
      .replace(/ built on .*/, '')
      .trim();
  } catch {
    return `${CHROMIUM}: no version`;
  }
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_REPORT_DIR=<dir> keeps each page and preset's last report as JSON there.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR ?? null;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
// The version frontend/package.json pins (13.x needs Node 22; 12.8.2 runs on Node 20).
const LIGHTHOUSE_VERSION = '12.8.2';
const approx = process.argv.includes('--approx');
const require = createRequire(join(ROOT, 'package.json'));

const PAGES = [
  { id: 'landing', label: "landing '/' (signed out)", signedIn: false },
  { id: 'dashboard', label: "dashboard '/' (50 goals)", signedIn: true },
].filter((p) => !process.env.LIGHTHOUSE_ONLY || p.id === process.env.LIGHTHOUSE_ONLY);
const PRESETS = ['mobile', 'desktop'].filter(
  (p) => !process.env.LIGHTHOUSE_PRESET || p === process.env.LIGHTHOUSE_PRESET,
);
const TARGETS = {
  mobile: { performance: 95, accessibility: 95, cls: 0.05 },
  desktop: { performance: 100, accessibility: 95, cls: 0.05 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApp(dir) {
  const port = await freePort();
  const child = startServerProcess({
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'lighthouse.sqlite')}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      FRONTEND_DIST: process.env.LIGHTHOUSE_DIST ?? join(ROOT, 'frontend', 'dist'),
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT: '100000',
      BCRYPT_ROUNDS: '10',
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the app did not become healthy:\n${stderr}`);
}

/** Registers a user, gives them 50 goals, returns the session cookie ("name=value"). */
async function userWithFiftyGoals(base) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.com`,
      password: `lighthouse-${randomBytes(8).toString('hex')}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  const categories = ['career', 'health', 'relationships', 'learning', 'financial', 'personal'];
  const batch = await fetch(`${base}/api/goals/batch`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      goals: Array.from({ length: 50 }, (_, i) => ({
        title: `Goal number ${i + 1}: a meaningful thing worth doing this year`,
        description: 'Why it matters, what done looks like, and the first step.',
        category: categories[i % categories.length],
      })),
    }),
  });
  if (batch.status !== 201) throw new Error(`goals/batch: ${batch.status} ${await batch.text()}`);
  return cookie;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// ---------------------------------------------------------------- Lighthouse

async function loadLighthouse() {
  try {
    require.resolve('lighthouse');
  } catch {
    return null;
  }
  const lighthouse = (await import('lighthouse')).default;
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chromeLauncher = await import('chrome-launcher');
  return { lighthouse, desktopConfig, chromeLauncher };
}

async function lighthouseRuns(lh, url, preset, cookie) {
  const chrome = await lh.chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      const config = preset === 'desktop' ? lh.desktopConfig : undefined;
      // A busy machine now and then loses the trace (NO_NAVSTART; seen twice in a row on
      // 2026-11-26): up to three attempts per run, each a fresh navigation.
      let result = await lh.lighthouse(url, flags, config);
      for (let attempt = 2; attempt <= 3 && result.lhr.runtimeError; attempt++) {
        result = await lh.lighthouse(url, flags, config);
      }
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      const { categories, audits } = result.lhr;
      if (REPORT_DIR) {
        // The whole report of the last run, to read what the figures hide (the LCP element,
        // the request chain, what blocks the main thread).
        const name = `${new URL(url).pathname === '/' && cookie ? 'dashboard' : 'landing'}-${preset}.json`;
        writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
      }
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        cls: audits['cumulative-layout-shift'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        // Lighthouse's own measure of this machine's speed at the time (higher is faster):
        // scores from hosts or minutes far apart in it are not comparable.
        benchmarkIndex: result.lhr.environment?.benchmarkIndex,
      });
    }
    return runs;
  } finally {
    await chrome.kill();
  }
}

// ------------------------------------------- approximation without Lighthouse

// Lighthouse's presets: mobile = Moto G Power-like screen, 4x CPU slowdown, 150 ms RTT,
// 1.6 Mbps down; desktop = 1350x940, no CPU slowdown, 40 ms RTT, 10 Mbps. Applied here
// for real (devtools throttling), where Lighthouse simulates them.
const EMULATION = {
  mobile: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
    cpu: 4,
    network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 },
  },
  desktop: {
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false },
    cpu: 1,
    network: { latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 },
  },
};

const VITALS_OBSERVER = () => {
  const vitals = { lcp: 0, cls: 0, fcp: 0, longTasks: [] };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function approximateRuns(url, preset, cookie) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext(EMULATION[preset].context);
      if (cookie) {
        const [name, ...value] = cookie.split('=');
        await context.addCookies([{ name, value: value.join('='), url }]);
      }
      const page = await context.newPage();
      await page.addInitScript(VITALS_OBSERVER);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        ...EMULATION[preset].network,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: EMULATION[preset].cpu });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.waitForTimeout(3000);
      const vitals = await page.evaluate(() => window.__vitals);
      // TBT as Lighthouse defines it: long tasks' time over 50 ms, after first paint.
      const tbt = vitals.longTasks
        .filter((t) => t.start + t.duration > vitals.fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      runs.push({ lcp: vitals.lcp, cls: vitals.cls, tbt, fcp: vitals.fcp });
      await context.close();
    }
    return runs;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------- main

function report(rows, lighthouse) {
  console.log('');
  const header = lighthouse
    ? 'page                           preset   Perf  A11y    CLS   LCP ms   TBT ms'
    : 'page                           preset    CLS   FCP ms   LCP ms   TBT ms   (approximation, not Lighthouse)';
  console.log(header);
  let missed = 0;
  for (const { page, preset, runs } of rows) {
    const m = (key) => median(runs.map((r) => r[key]));
    const target = TARGETS[preset];
    if (lighthouse) {
      const ok =
        m('performance') >= target.performance &&
        m('accessibility') >= target.accessibility &&
        m('cls') <= target.cls;
      if (!ok) missed += 1;
      console.log(
        `${page.label.padEnd(30)} ${preset.padEnd(7)} ${String(m('performance')).padStart(5)} ${String(
          m('accessibility'),
        ).padStart(5)} ${m('cls').toFixed(3).padStart(6)} ${Math.round(m('lcp'))
          .toString()
          .padStart(8)} ${Math.round(m('tbt')).toString().padStart(8)}  ${ok ? 'met' : 'MISSED'}`,
      );
    } else {
      console.log(
        `${page.label.padEnd(30)} ${preset.padEnd(7)} ${m('cls').toFixed(3).padStart(6)} ${Math.round(
          m('fcp'),
        )
          .toString()
          .padStart(8)} ${Math.round(m('lcp')).toString().padStart(8)} ${Math.round(m('tbt'))
          .toString()
          .padStart(8)}`,
      );
    }
  }
  console.log(
    `\nMedian of ${RUNS} runs per figure. Targets: Performance >= 95 mobile, 100 desktop; ` +
      'Accessibility >= 95; CLS <= 0.05.',
  );
  return missed;
}

async function main() {
  const lh = await loadLighthouse();
  if (!lh) {
    console.error(
      [
        '',
        `!!! npm run lighthouse needs the "lighthouse" npm package (${LIGHTHOUSE_VERSION}), which is not installed.`,
        `!!! Add it once with:  npm install --save-dev --workspace frontend lighthouse@${LIGHTHOUSE_VERSION}`,
        '!!! (it brings chrome-launcher). Nothing was audited.',
        approx
          ? '!!! --approx: measuring LCP, CLS and TBT with Playwright instead (NOT Lighthouse scores).'
          : '!!! `npm run lighthouse -- --approx` measures LCP, CLS and TBT without it (not scores).',
        '',
      ].join('\n'),
    );
    if (!approx) process.exit(2);
  }

  await buildIfStale({ quiet: true });
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-lighthouse-'));
  const { child, base } = await startApp(dir);
  const cleanup = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    console.log(
      `Lodestar page speed ${new Date().toISOString()} | ${cpus().length} x ${cpus()[0]?.model} | ` +
        `node ${process.version} | ${chromiumVersion()} | load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} | ${lh ? `lighthouse ${LIGHTHOUSE_VERSION}` : 'approximation'} | ${base}` +
        (process.env.LIGHTHOUSE_DIST ? ` | web client from ${process.env.LIGHTHOUSE_DIST}` : ''),
    );
    const cookie = PAGES.some((p) => p.signedIn) ? await userWithFiftyGoals(base) : null;
    const rows = [];
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        process.stdout.write(`${page.label}, ${preset}: ${RUNS} runs...\n`);
        const pageCookie = page.signedIn ? cookie : null;
        const runs = lh
          ? await lighthouseRuns(lh, `${base}/`, preset, pageCookie)
          : await approximateRuns(`${base}/`, preset, pageCookie);
        rows.push({ page, preset, runs });
        // Each run's own figures: the median hides how far apart they are on a busy host.
        if (runs[0]?.performance !== undefined) {
          const each = runs
            .map(
              (r) =>
                `${r.performance} (TBT ${Math.round(r.tbt)}, LCP ${Math.round(r.lcp)}${r.benchmarkIndex ? `, BI ${Math.round(r.benchmarkIndex)}` : ''})`,
            )
            .join(', ');
          process.stdout.write(`  runs: ${each}\n`);
        }
      }
    }
    const missed = report(rows, Boolean(lh));
    process.exitCode = lh ? (missed > 0 ? 1 : 0) : 2;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
