import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { performance } from 'node:perf_hooks';
import pinoHttp from 'pino-http';
import type { LogLevel } from '../../config/app-config';
import type { FrontStep } from '../http/front-door';

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

/** Requests slower than this are logged at warn level (ms). */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Request logs: method, path, status, duration; no cookies, no bodies. With
 * `info` enabled (development) every request is logged by pino-http; at `warn`
 * and above (production) only 5xx answers (error) and slow requests (warn), so
 * an ordinary request costs one timestamp and one listener.
 */
export function requestLogger(logger: Logger): FrontStep {
  if (!logger.isLevelEnabled('info')) return problemRequestLogger(logger);
  const log = pinoHttp({
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
  return (req, res, next) => log(req, res, next);
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

function problemRequestLogger(logger: Logger): FrontStep {
  return (req, res, next) => {
    const started = performance.now();
    const url = req.url;
    res.once('finish', () => {
      const responseTime = Math.round(performance.now() - started);
      const status = res.statusCode;
      if (status < 500 && responseTime < SLOW_REQUEST_MS) return;
      const entry = {
        req: { method: req.method, url, remoteAddress: req.socket?.remoteAddress },
        res: { statusCode: status },
        responseTime,
      };
      if (status >= 500) logger.error(entry, 'request errored');
      else logger.warn(entry, 'slow request');
    });
    next();
  };
}
