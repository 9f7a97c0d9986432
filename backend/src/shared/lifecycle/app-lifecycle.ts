import type { NextFunction, Request, Response } from 'express';

/**
 * Whether this process is shutting down. While draining, /api/health answers
 * 503 (so a load balancer stops sending new requests) and every answer carries
 * `Connection: close` (so keep-alive connections end cleanly after their
 * in-flight request instead of being cut).
 */
export class AppLifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /** Express middleware: closes connections after each answer while draining. */
  connectionCloser() {
    return (_req: Request, res: Response, next: NextFunction) => {
      if (this.draining) res.setHeader('Connection', 'close');
      next();
    };
  }
}
