// `npm run budget`: gzip sizes of the built web client against its budget (issue 7).
//
//   npm run budget                 builds what is stale, prints the sizes, checks them
//   npm run budget -- --record     the same, then writes the sizes into frontend/budget.json
//
// First route = what '/' (the landing page) loads before any interaction: the entry chunk
// and its static imports (index.html's modulepreloads) plus, if it is a chunk of its own,
// the landing page's chunk (`firstRoute` in budget.json) and its static imports, read from
// Vite's manifest (frontend/dist/.vite/manifest.json). All = every .js in dist/assets.
// Sizes are gzip at zlib's default level, in kB of 1000 bytes (as Vite prints them).
//
// The check fails when a JS size is over its target (the hard limits) or any size
// is more than `tolerance` (5%) over the recorded figure. Prints "N passed, M failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';
import { BIN, ROOT } from './lib.mjs';

const FRONTEND = join(ROOT, 'frontend');
const DIST = join(FRONTEND, 'dist');
const BUDGET_FILE = join(FRONTEND, 'budget.json');
const record = process.argv.includes('--record');

const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
const tolerance = budget.tolerance ?? 0.05;

try {
  await buildIfStale({ quiet: true });
} catch (e) {
  console.error(e.message);
  process.exit(1);
}

const manifestFile = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `No ${manifestFile}: the Vite build must write its manifest (build.manifest in vite.config.ts).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  return gzipCache.get(file);
}

/** Files a manifest entry loads at once: its chunk, static imports (recursively), CSS. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the Vite manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
// A first-route page imported statically is part of the entry, not a chunk of its own.
const firstRoutePages = (budget.firstRoute ?? []).filter((key) => key in manifest);
const firstRoute = closure([...entries, ...firstRoutePages]);
const assets = readdirSync(join(DIST, 'assets'));
const allJs = assets.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const allCss = assets.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);
const sum = (files) => files.reduce((n, f) => n + gzipSize(f), 0);

const measured = {
  firstRouteJs: sum(firstRoute.js),
  firstRouteCss: sum(firstRoute.css),
  allJs: sum(allJs),
  allCss: sum(allCss),
};
const kB = (bytes) => (bytes / 1000).toFixed(1);

console.log(`First route ('/'): ${firstRoute.js.length} JS files, ${firstRoute.css.length} CSS`);
for (const file of [...firstRoute.js, ...firstRoute.css].sort(
  (a, b) => gzipSize(b) - gzipSize(a),
)) {
  console.log(`  ${kB(gzipSize(file)).padStart(7)} kB  ${file}`);
}
console.log(`All: ${allJs.length} JS files, ${allCss.length} CSS files\n`);

let passed = 0;
let failed = 0;
const row = (ok, name, text) => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(14)} ${text}`);
};
for (const [name, bytes] of Object.entries(measured)) {
  const target = budget.targets?.[name];
  const recorded = budget.recorded?.[name];
  const parts = [`${kB(bytes).padStart(7)} kB gzip`];
  let ok = true;
  if (target !== undefined) {
    parts.push(`target ${kB(target)} kB`);
    ok &&= bytes <= target;
  }
  if (recorded !== undefined && !record) {
    const limit = Math.floor(recorded * (1 + tolerance));
    parts.push(`recorded ${kB(recorded)} kB (limit ${kB(limit)} kB)`);
    ok &&= bytes <= limit;
  }
  row(ok, name, parts.join(', '));
}

if (record) {
  budget.recorded = measured;
  budget.recordedAt = new Date().toISOString().slice(0, 10);
  writeFileSync(BUDGET_FILE, JSON.stringify(budget, null, 2) + '\n');
  // Keep the file as Prettier writes it (the format check of npm test).
  spawnSync(join(BIN, 'prettier'), ['--write', '--log-level', 'warn', BUDGET_FILE], {
    stdio: 'inherit',
  });
  console.log(`\nRecorded into ${BUDGET_FILE}.`);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
