import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express, { NextFunction, Request, Response } from 'express';

type Encoding = 'br' | 'gzip';

/** The app's own scripts, as the build names them ('/assets/x-hash.js'). */
const APP_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The best encoding the client accepts among the ones we have (no q-value games). */
function acceptedEncoding(req: Request, available: readonly Encoding[]): Encoding | null {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const accepted = header.split(',').map((part) => part.split(';')[0]!.trim());
  return available.find((encoding) => accepted.includes(encoding)) ?? null;
}

/**
 * The compressed copies the web client's build writes next to its assets
 * (`x.js.br`, `x.js.gz`; frontend/vite.config.ts), keyed by URL path. Only
 * these exact paths are ever served compressed.
 */
function precompressedAssets(distDir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const dir = join(distDir, 'assets');
  if (!existsSync(dir)) return found;
  const files = new Set(readdirSync(dir));
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const encodings: Encoding[] = [];
    if (files.has(`${file}.br`)) encodings.push('br');
    if (files.has(`${file}.gz`)) encodings.push('gzip');
    if (encodings.length) found.set(`/assets/${file}`, encodings);
  }
  return found;
}

/** What the page for a signed-in request needs to know of its member. */
export interface SignedInMember {
  firstName: string | null;
  darkMode: boolean;
}

export interface SinglePageAppOptions {
  mentorName: string;
  /**
   * For a request with a session cookie to '/' or another member page the build lists
   * (member-data.json's `pages`): its member, when the session is good. On '/' their name
   * and colours fill the member shell, the dashboard's first paint that the build writes
   * (`member-shell.html`, from frontend/src/app/shell); on every listed page the page is
   * sent in their colours with its first data preloaded.
   */
  signedInMember?: (req: Request) => Promise<SignedInMember | null>; // null: not signed in after all
}

/**
 * Serves the built single-page app: its files with long caching for hashed
 * assets (Brotli or gzip copies when the build made them and the browser takes
 * them: page speed, issue 7), and index.html, compressed once at start, for every
 * other non-API GET (the SPA shows 'Page Not Found' itself): a visitor's '/' as the
 * static landing page (ADR 0010), a member's '/' with the member shell (ADR 0007), and
 * the other member pages the build lists in their member's colours with their first data
 * preloaded. `/api/...` is never touched here.
 */
export function singlePageApp(
  distDir: string | null,
  page: SinglePageAppOptions = { mentorName: 'Lodestar' },
) {
  const index = distDir ? join(distDir, 'index.html') : null;
  if (!distDir || !index || !existsSync(index)) {
    return (req: Request, res: Response, next: NextFunction) => {
      if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      res
        .status(404)
        .type('text/plain')
        .send('The web client is not built. Run `npm start` (it builds it) or `npm run dev`.');
    };
  }
  const html = Buffer.from(
    readFileSync(index, 'utf8').replace(
      /<meta name="lodestar:mentor-name" content="[^"]*"/,
      `<meta name="lodestar:mentor-name" content="${escapeAttribute(page.mentorName)}"`,
    ),
  );
  const guestPage = encodedPage(html);
  // Signed in (a session cookie came with the request), the first load also needs the MUI
  // shell and the app layout: preload them with the entry (frontend/vite.config.ts writes
  // the list) instead of fetching them after the session check.
  const hints = memberPreloads(distDir);
  // And the data it asks for first, fetched with the page (frontend/src/app/shell/member-data.json):
  // the session check on every page, a page's own data where the session is known good.
  const data = memberData(distDir);
  const memberHead =
    hints
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
      .join('') + fetchPreloads(data.everyPage);
  const withHead = (head: string) =>
    head ? Buffer.from(html.toString('utf8').replace('</head>', () => `${head}</head>`)) : html;
  const memberPage = memberHead ? encodedPage(withHead(memberHead)) : guestPage;
  // Each listed page with its own data preloads, made and compressed once at start.
  const pageHeads = new Map(
    [...data.pages].map(([path, urls]) => [path, fetchPreloads([...data.signedIn, ...urls])]),
  );
  // In both colour modes: a member who chose dark gets a dark page from the first paint on.
  const knownMemberPages = new Map(
    [...pageHeads].map(([path, head]) => {
      const text = withHead(memberHead + head).toString();
      return [
        path,
        {
          light: encodedPage(Buffer.from(inMemberColors(text, false))),
          dark: encodedPage(Buffer.from(inMemberColors(text, true))),
        },
      ];
    }),
  );
  const shellTemplate = page.signedInMember ? memberShellTemplate(distDir) : null;
  const landing = staticLanding(distDir, html.toString('utf8'), page.mentorName);
  const precompressed = precompressedAssets(distDir);
  const assets = express.static(distDir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      if (/[\\/]assets[\\/]/.test(path))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const encodings = precompressed.get(req.path);
    if (encodings) {
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = acceptedEncoding(req, encodings);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.type(extname(req.path));
        res.sendFile(
          join(
            distDir,
            'assets',
            `${req.path.slice('/assets/'.length)}.${encoding === 'br' ? 'br' : 'gz'}`,
          ),
          (error) => {
            if (!error || res.headersSent) return;
            // Listed at start but gone now (a build replaced the folder under a running
            // server): as missing as any other asset, never a 500.
            res.removeHeader('Content-Encoding');
            res.setHeader('Cache-Control', 'no-store');
            res.status(404).type('text/plain').send('Not found');
          },
        );
        return;
      }
    }
    assets(req, res, () => {
      if (req.path.startsWith('/assets/')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const cookieName = String(req.app.get('sessionCookieName') ?? 'lodestar.sid');
      const signedIn = String(req.headers.cookie ?? '').includes(`${cookieName}=`);
      const send = (html: Record<Encoding | 'identity', Buffer>, personal = false) => {
        // A page with someone's name in it is theirs alone, in every cache.
        res.setHeader('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding, Cookie');
        const encoding = acceptedEncoding(req, ['br', 'gzip']);
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.type('html').send(encoding ? html[encoding] : html.identity);
      };
      if (!signedIn && req.path === '/' && landing) {
        // Its one inline script, by hash: the CSP allows no other.
        const csp = res.getHeader('Content-Security-Policy');
        if (typeof csp === 'string') res.setHeader('Content-Security-Policy', landing.csp(csp));
        return send(landing.page());
      }
      if (!signedIn) return send(guestPage);
      const shell = req.path === '/' ? shellTemplate : null;
      const known = knownMemberPages.get(req.path);
      if (!page.signedInMember || !(shell || known)) return send(memberPage);
      page.signedInMember(req).then(
        (member) => {
          // A stale cookie's page gets no data preloads: they would answer 401, unused.
          if (!member) send(memberPage);
          else if (shell)
            send(personalPage(memberPage.identity, shell, member, pageHeads.get('/') ?? ''), true);
          else if (known) send(member.darkMode ? known.dark : known.light, true);
        },
        // Only a faster first paint: without it the app draws the page as before.
        () => send(memberPage),
      );
    });
  };
}

/**
 * A visitor's '/': index.html with the landing page's HTML in #root and **none of the app's
 * scripts** (docs/adr/0010-static-landing-page.md). The build renders the HTML
 * (`dist/landing.html`, frontend/src/features/auth/pages/landing.prerender.tsx) with two
 * slots, the mentor's name (escaped here) and the footer's year, and writes the page's one
 * inline script (`dist/landing-script.js`, frontend/.../landing-script.ts: the remembered
 * dark mode, then the app's scripts prefetched after the load). It is inlined as is and
 * allowed by its hash; the scripts to prefetch, taken from index.html, go in its
 * `data-prefetch` attribute. Made again when the year turns. Null without the two files.
 */
function staticLanding(
  distDir: string,
  index: string,
  mentorName: string,
): { page: () => Record<Encoding | 'identity', Buffer>; csp: (policy: string) => string } | null {
  const file = join(distDir, 'landing.html');
  const scriptFile = join(distDir, 'landing-script.js');
  if (!existsSync(file) || !existsSync(scriptFile) || !index.includes('<div id="root"></div>'))
    return null;
  const script = readFileSync(scriptFile, 'utf8');
  if (/<\/script/i.test(script)) return null; // cannot be inlined as it is
  const body = readFileSync(file, 'utf8').replace(/\{\{mentorName\}\}/g, () =>
    escapeText(mentorName),
  );
  const scripts: string[] = [];
  const withoutScripts = index
    .replace(
      /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*)>/g,
      (_tag, src?: string, href?: string) => {
        const url = src ?? href ?? '';
        if (APP_SCRIPT.test(url)) scripts.push(url);
        return '';
      },
    )
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const hash = createHash('sha256').update(script).digest('base64');
  const prefetch = escapeAttribute(JSON.stringify(scripts));
  const head = withoutScripts.replace(
    '</head>',
    () => `<script data-prefetch="${prefetch}">${script}</script></head>`,
  );
  let made: { year: number; page: Record<Encoding | 'identity', Buffer> } | null = null;
  const page = () => {
    const year = new Date().getUTCFullYear();
    if (made?.year !== year) {
      const root = body.replace(/\{\{year\}\}/g, String(year));
      const text = head.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
      made = { year, page: encodedPage(Buffer.from(text)) };
    }
    return made.page;
  };
  page(); // compressed at start, not on the first visitor's request
  return {
    page,
    csp: (policy) => policy.replace(/script-src([^;]*)/, `script-src$1 'sha256-${hash}'`),
  };
}

/** The build's member-shell.html, or null when it has none. */
function memberShellTemplate(distDir: string): string | null {
  const file = join(distDir, 'member-shell.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The member page with the dashboard's data preloads in <head> and the member shell after
 * <body>: `{{firstName}}` becomes the escaped first name (or "Goal Achiever" without one,
 * as the dashboard says it), the dark theme is set on <html> when chosen, and the scripts
 * load at low priority. Compressed per request (a few kB, fast settings).
 */
function personalPage(
  html: Buffer,
  template: string,
  content: SignedInMember,
  head: string,
): Record<Encoding | 'identity', Buffer> {
  const name = content.firstName?.trim() || 'Goal Achiever';
  const shell = template.replace(/\{\{firstName\}\}/g, () => escapeText(name));
  let text = html
    .toString('utf8')
    .replace('</head>', () => `${head}</head>`)
    .replace('<body>', () => `<body>${shell}`)
    // Drawn without them, this page's first paint need not wait for its scripts: they
    // download at low priority, behind the stylesheet (and are not render-blocking
    // in Lighthouse's model either).
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  text = inMemberColors(text, content.darkMode);
  const identity = Buffer.from(text);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/**
 * The page in its member's colours: the dark theme set on <html> when chosen (app/base.css
 * reads it there, as the app sets it), and the member's mode, light or dark, named in
 * `<meta name="lodestar:member-color-mode">`. The app starts from that word over the mode
 * the browser remembers, which may be older (chosen since on another device:
 * frontend/src/shared/theme/color-mode-slice.ts).
 */
function inMemberColors(text: string, darkMode: boolean): string {
  const mode = darkMode ? 'dark' : 'light';
  const marked = text.replace(
    '</head>',
    () => `<meta name="lodestar:member-color-mode" content="${mode}"></head>`,
  );
  return darkMode ? marked.replace(/<html(?=[\s>])/, '<html data-color-mode="dark"') : marked;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html as is, and compressed once (Brotli, gzip). */
function encodedPage(html: Buffer): Record<Encoding | 'identity', Buffer> {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** A build's JSON file (`name` in `distDir`), or null when it is absent or unreadable. */
function buildJson(distDir: string, name: string): unknown {
  const file = join(distDir, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The strings of a list that match `pattern`; anything else (or no list) is dropped. */
function pathsLike(list: unknown, pattern: RegExp): string[] {
  return Array.isArray(list)
    ? list.filter((href): href is string => typeof href === 'string' && pattern.test(href))
    : [];
}

/** `member-preload.json` of the build: the app's scripts a signed-in first load needs. */
function memberPreloads(distDir: string): string[] {
  return pathsLike(buildJson(distDir, 'member-preload.json'), APP_SCRIPT);
}

/**
 * `member-data.json` of the build: GET addresses under /api/ (a query string of plain
 * `name=value` pairs at most), for
 * every member page load (`everyPage`), for every page whose session is known good
 * (`signedIn`: the chrome's), and per page (`pages`, keyed by the page's path).
 */
function memberData(distDir: string): {
  everyPage: string[];
  signedIn: string[];
  pages: Map<string, string[]>;
} {
  const data = buildJson(distDir, 'member-data.json') as Record<string, unknown> | null;
  // A query string of plain name=value pairs only ('?limit=10', as the app's fetch writes it):
  // the browser hands a preloaded answer only to a fetch of the very same URL.
  const api = /^\/api\/[\w./-]+(?:\?[\w.-]+=[\w.-]*(?:&[\w.-]+=[\w.-]*)*)?$/;
  const pages = new Map<string, string[]>();
  const listed = data?.pages;
  if (listed && typeof listed === 'object' && !Array.isArray(listed))
    for (const [path, urls] of Object.entries(listed))
      if (/^\/[\w-]*$/.test(path) && Array.isArray(urls)) pages.set(path, pathsLike(urls, api));
  return {
    everyPage: pathsLike(data?.everyPage, api),
    signedIn: pathsLike(data?.signedIn, api),
    pages,
  };
}

/**
 * Preload tags for GETs the app will send with its cookie (`fetch(url, { credentials:
 * 'include' })`, frontend shared/api/base-api.ts): the browser hands the response to that
 * fetch when the address, mode and credentials match.
 */
function fetchPreloads(urls: readonly string[]): string {
  return urls
    .map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(href)}">`,
    )
    .join('');
}

function isApi(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
