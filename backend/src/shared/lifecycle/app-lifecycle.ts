import type { FrontStep } from '../http/front-door';

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

  /** A front-door step: closes connections after each answer while draining. */
  connectionCloser(): FrontStep {
    return (_req, res, next) => {
      if (this.draining) res.setHeader('Connection', 'close');
      next();
    };
  }
}
