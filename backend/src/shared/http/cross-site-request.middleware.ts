import type { NextFunction, Request, Response } from 'express';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection without tokens (decisions.md §3): an unsafe
 * method is refused with 403 when Sec-Fetch-Site is present and is neither
 * same-origin nor none, or when Origin is present and is not an APP_ORIGIN.
 * Requests with neither header (curl, server to server) pass.
 */
export function crossSiteRequestGuard(appOrigins: string[]) {
  const allowed = new Set(appOrigins.map((o) => o.toLowerCase()));
  return (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const badSite = typeof site === 'string' && site !== 'same-origin' && site !== 'none';
    const badOrigin = typeof origin === 'string' && !allowed.has(origin.toLowerCase());
    if (badSite || badOrigin) {
      res.status(403).json({
        statusCode: 403,
        message: 'Cross-site request refused',
        error: 'Forbidden',
      });
      return;
    }
    next();
  };
}
