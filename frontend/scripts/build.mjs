// `npm run build -w frontend`: the client (vite build), then the landing page's HTML that
// the server sends to a visitor's '/' with no app scripts (docs/adr/0010-static-landing-page.md).
// The second build renders src/features/auth/pages/landing.prerender.tsx with the same
// config (`vite build --ssr`, into dist-ssr/), and its HTML goes to dist/landing.html,
// which the server puts into #root (backend spa.middleware.ts), with the page's one inline
// script, dist/landing-script.js (src/features/auth/pages/landing-script.ts). Of the arguments, only
// `--logLevel <level>` is read (build-if-stale passes `--logLevel warn`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--logLevel');
const logLevel = at >= 0 ? process.argv[at + 1] : 'info';

await build({ root, logLevel });
const ssrOut = join(root, 'dist-ssr');
await build({
  root,
  logLevel: logLevel === 'info' ? 'warn' : logLevel,
  build: {
    ssr: 'src/features/auth/pages/landing.prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderLanding, landingScript } = await import(
  pathToFileURL(join(ssrOut, 'landing.prerender.js')).href
);
const html = renderLanding();
if (!html.includes('id="hero-title"')) throw new Error('The prerendered landing page has no hero');
const script = landingScript();
// Parsed here so a build never ships a script that would only fail in the browser.
new Function(script);
if (script.includes('</')) throw new Error('The landing script cannot be inlined as it is');
writeFileSync(join(root, 'dist', 'landing.html'), html);
writeFileSync(join(root, 'dist', 'landing-script.js'), script);
if (logLevel === 'info')
  console.log(`dist/landing.html: ${html.length} bytes, landing-script.js: ${script.length} bytes`);
