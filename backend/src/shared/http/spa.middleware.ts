import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

/**
 * Serves the built single-page app: its files with long caching for hashed
 * assets, and index.html for every other non-API GET (the SPA shows 'Page Not
 * Found' itself). `/api/...` is never touched here.
 */
export function singlePageApp(
  distDir: string | null,
  page: { mentorName: string } = { mentorName: 'Lodestar' },
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
    assets(req, res, () => {
      if (req.path.startsWith('/assets/')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
  };
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
