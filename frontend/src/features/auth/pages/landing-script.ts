import {
  COLOR_MODE_STORAGE_KEY,
  parseStoredColorMode,
} from '../../../shared/theme/color-mode-storage';

/**
 * Runs in a visitor's browser as the static landing page's one inline script
 * (docs/adr/0010-static-landing-page.md), from its source text: it may use only its
 * arguments and the browser's globals. Sets the dark mode a browser remembers before the
 * first paint, as the app's store would, and the footer's year by the visitor's clock; then,
 * once the page has loaded, prefetches the
 * app's scripts for the sign-in page: the server lists them (from index.html) in the
 * script's `data-prefetch` attribute, so the script's text, and the hash the page's CSP
 * allows it by, stay the same for a build.
 */
function landingBoot(storageKey: string, parse: typeof parseStoredColorMode): void {
  try {
    if (parse(window.localStorage.getItem(storageKey))?.mode === 'dark')
      document.documentElement.dataset.colorMode = 'dark';
  } catch {
    // storage disabled (privacy mode): the page stays light
  }
  // The footer's year as the visitor's clock has it, as the app shows it: the server wrote
  // its own (UTC) year, which differs for some hours around New Year.
  document.addEventListener('DOMContentLoaded', () => {
    const year = document.querySelector('[data-landing-year]');
    if (year) year.textContent = String(new Date().getFullYear());
  });
  const own = document.currentScript;
  window.addEventListener('load', () => {
    setTimeout(() => {
      let urls: unknown;
      try {
        urls = JSON.parse(own?.dataset.prefetch ?? '[]');
      } catch {
        return;
      }
      if (!Array.isArray(urls)) return;
      for (const href of urls) {
        if (typeof href !== 'string') continue;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.crossOrigin = 'anonymous';
        link.href = href;
        document.head.appendChild(link);
      }
    }, 0);
  });
}

/**
 * The inline script's text: {@link landingBoot} called with the app's storage key and its
 * reading rule. `npm run build` writes it to dist/landing-script.js (frontend/scripts/build.mjs);
 * the server inlines it and allows it by its SHA-256 (backend spa.middleware.ts).
 */
export function landingScript(): string {
  return `(${landingBoot.toString()})(${JSON.stringify(COLOR_MODE_STORAGE_KEY)},${parseStoredColorMode.toString()});`;
}
