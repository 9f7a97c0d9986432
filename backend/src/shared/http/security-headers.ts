import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FrontStep } from './front-door';

/**
 * Security headers for every answer (HTML, JSON and errors). The CSP allows
 * only the app's own scripts; styles may be inline because MUI (emotion)
 * injects <style> tags. The audio player's YouTube embed is the one third
 * party, and only in a frame from youtube-nocookie.com.
 */
export function helmetMiddleware(options: { tls: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(options.tls ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    xPoweredBy: false,
  });
}

/**
 * The same headers as {@link helmetMiddleware}, computed once at start: they
 * do not depend on the request (no nonces), so each answer only copies them.
 * Falls back to helmet itself if it ever stops answering synchronously.
 */
export function securityHeaders(options: { tls: boolean }): FrontStep {
  const helmetMw = helmetMiddleware(options);
  const headers: Array<[string, string | string[]]> = [];
  let done = false;
  const probe = {
    setHeader(name: string, value: string | number | string[]) {
      headers.push([name, typeof value === 'number' ? String(value) : value]);
    },
    removeHeader() {},
  };
  helmetMw({} as IncomingMessage, probe as unknown as ServerResponse, () => (done = true));
  if (!done)
    return (req, res, next) =>
      helmetMw(req, res, () => {
        noStoreForApi(req, res);
        next();
      });
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    noStoreForApi(req, res);
    next();
  };
}

/**
 * Every `/api` answer is one person's data: no browser or proxy may keep it. Without this
 * a browser kept a signed-in user's `GET /api/auth/user` and, for the next person signing
 * in on it, asked again with the first one's ETag; a profile version is a small number
 * ("1") that two users share, so the server answered 304 and the browser showed the next
 * person the first one's account (and the app filed their points under it). The ETags
 * stay, for If-Match.
 */
function noStoreForApi(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))
    res.setHeader('Cache-Control', 'no-store');
}
