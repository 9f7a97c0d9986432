import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import type { LogLevel } from '../../config/app-config';

/** One JSON logger for the process (structured request logs and app logs). */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { app: 'lodestar' },
    redact: {
      paths: ['req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
}

/** Request logs: method, path, status, duration; no cookies, no bodies. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Nest's logger interface over pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
