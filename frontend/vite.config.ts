import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/**
 * Writes Brotli (.br) and gzip (.gz) copies of the built assets next to them; the server
 * sends them to browsers that accept them (backend spa.middleware.ts). Page speed, issue 7:
 * uncompressed, the first page's ~130 kB of gzip-sized JavaScript was ~400 kB on the wire.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzip = promisify(gzipCallback);
  return {
    name: 'lodestar-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const names = Object.keys(bundle).filter((name) => /^assets\/.*\.(js|css|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(dir, name);
          const data = await readFile(file);
          if (data.length < 1024) return; // not worth a second copy
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The signed-in chrome's entry modules: the MUI shell and the app layout.
const SIGNED_IN_CHROME = [
  /[\\/]app[\\/]routing[\\/]mui-shell\.tsx$/,
  /[\\/]app[\\/]layout[\\/]app-layout\.tsx$/,
];

/**
 * Writes dist/member-preload.json: the JS a signed-in first load needs beyond the entry
 * (the MUI shell and the app layout with their static imports). The server turns it into
 * <link rel="modulepreload"> tags when the request carries a session cookie, so these
 * download with the entry instead of after the session check (backend spa.middleware.ts).
 * And dist/member-data.json: the data that load asks for first (src/app/shell/member-data.json),
 * which the server turns into <link rel="preload" as="fetch"> tags.
 */
function memberPreloadHints(): Plugin {
  const roots = SIGNED_IN_CHROME;
  const memberDataFile = fileURLToPath(
    new URL('./src/app/shell/member-data.json', import.meta.url),
  );
  return {
    name: 'lodestar-member-preload-hints',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return seen;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const member = closure(
        chunks
          .filter((c) => c.facadeModuleId && roots.some((root) => root.test(c.facadeModuleId!)))
          .map((c) => c.fileName),
      );
      const files = [...member].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: 'member-preload.json',
        source: JSON.stringify(files),
      });
      // The data it asks for first, fetched with the HTML (src/app/shell/member-data.json).
      this.addWatchFile(memberDataFile);
      const { everyPage, signedIn, pages } = JSON.parse(await readFile(memberDataFile, 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: 'member-data.json',
        source: JSON.stringify({ everyPage, signedIn, pages }),
      });
    },
  };
}

/**
 * Writes dist/member-shell.html: the signed-in dashboard's first paint
 * (src/app/shell/member-shell.html without its comment), which the server puts into
 * index.html for a signed-in request to '/' (backend spa.middleware.ts).
 */
function memberShell(): Plugin {
  const template = fileURLToPath(new URL('./src/app/shell/member-shell.html', import.meta.url));
  return {
    name: 'lodestar-member-shell',
    apply: 'build',
    async generateBundle() {
      this.addWatchFile(template);
      const html = (await readFile(template, 'utf8')).replace(/<!--[\s\S]*?-->\s*/g, '');
      this.emitFile({ type: 'asset', fileName: 'member-shell.html', source: html.trim() });
    },
  };
}

// MUI, Emotion and the packages they bring (one test for both MUI chunks below).
const MUI_PACKAGES =
  /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs)[\\/]/;

/**
 * Which MUI modules the signed-in first paint needs: those statically reachable from the
 * MUI shell (and its toasts), the app layout, the dashboard page and everything a feature
 * manifest (`features/<name>/index.ts`) imports on demand (its slot widgets, their data and
 * the sidebar's icons).
 * They become the 'mui-member' chunk; the rest of MUI (form inputs, dialogs, tabs, sliders
 * of the other pages) the 'mui-more' chunk, which the dashboard no longer downloads nor
 * evaluates (issue 7, docs/performance.md "Page speed"). Filled in `buildEnd`, read by the
 * chunk group's `test` when the bundle is generated.
 */
function memberMuiModules(): Plugin & { has(id: string): boolean } {
  const roots = [
    ...SIGNED_IN_CHROME,
    /[\\/]features[\\/]dashboard[\\/]pages[\\/]dashboard-page\.tsx$/,
    // The shell's toasts load on the first one; a save on the dashboard shows one.
    /[\\/]shared[\\/]ui[\\/]toast[\\/]toast-view\.tsx$/,
  ];
  const manifest = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  const member = new Set<string>();
  return {
    name: 'lodestar-member-mui',
    apply: 'build',
    buildEnd() {
      member.clear();
      const ids = [...this.getModuleIds()];
      const start = ids.filter((id) => roots.some((root) => root.test(id)));
      for (const id of ids.filter((id) => manifest.test(id)))
        start.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        if (MUI_PACKAGES.test(id)) member.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      start.forEach(visit);
      if (member.size === 0) this.error('member-mui: no MUI module found from the member roots');
    },
    has: (id: string) => member.has(id),
  };
}
const memberMui = memberMuiModules();

// MENTOR_NAME (decisions.md §1) is a deployment setting; the client reads it at build time
// through src/shared/config/env.ts, the only module that touches import.meta.env.
const mentorName = process.env.MENTOR_NAME?.trim() || 'Lodestar';

// The API the dev/preview servers proxy to, and the origin that API accepts for unsafe
// requests (decisions §3). The browser sends Origin: http://localhost:5173; we present the
// API's own origin instead, so the cross-site check passes for our own dev pages only
// (a foreign page still carries Sec-Fetch-Site: cross-site and is refused).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const apiOrigin =
  process.env.APP_ORIGIN?.split(',')[0]?.trim() || `http://localhost:${process.env.PORT ?? '3000'}`;

const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiTarget,
    changeOrigin: false,
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req) => {
        const origin = req.headers.origin;
        const host = req.headers.host;
        if (origin && host && new URL(origin).host === host)
          proxyReq.setHeader('origin', apiOrigin);
      });
    },
  },
};

// `vite build --ssr` (frontend/scripts/build.mjs) renders the landing page's HTML with the
// same config, so the CSS module's class names match the client's; it needs none of the
// client build's own plugins (member chunks, compression, the member shell).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), precompressAssets(), memberPreloadHints(), memberShell(), memberMui],
  define: {
    'import.meta.env.VITE_MENTOR_NAME': JSON.stringify(mentorName),
  },
  resolve: {
    alias: {
      // Emotion's element styles inserted while rendering, not in the commit (see the file).
      '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(
        new URL('./src/shared/theme/emotion-insertion.ts', import.meta.url),
      ),
    },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: what each page loads, read by `npm run budget`.
    manifest: true,
    rolldownOptions: {
      output: {
        // MUI, Emotion and the icons in two chunks, never loaded by the landing page: what
        // the signed-in chrome and the dashboard need ('mui-member', see memberMuiModules)
        // and the rest ('mui-more'). ~60 small chunks compressed one by one cost more in total
        // (budget: all JS <= 350 kB gzip) and in requests.
        codeSplitting: {
          groups: [
            {
              name: 'mui-member',
              priority: 2,
              // Only these packages: React and the rest stay where the entry can share them.
              includeDependenciesRecursively: false,
              test: (id) => memberMui.has(id),
            },
            {
              name: 'mui-more',
              priority: 1,
              includeDependenciesRecursively: false,
              test: MUI_PACKAGES,
            },
          ],
        },
      },
    },
  },
}));
