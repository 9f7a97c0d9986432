import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_MENTOR_NAME': JSON.stringify(mentorName),
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
        // MUI, Emotion and the icons as one chunk, loaded by the first page that needs MUI
        // (never by the landing page): ~60 small chunks compressed one by one cost more
        // in total (budget: all JS <= 350 kB gzip) and in requests.
        codeSplitting: {
          groups: [
            {
              name: 'mui',
              // Only these packages: React and the rest stay where the entry can share them.
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
