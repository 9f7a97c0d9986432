import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError, DomainErrorCode } from '../domain/domain-error';
import {
  isDatabaseUnavailable,
  columnRefusingValue,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../persistence/database-errors';

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

/**
 * The one place errors become HTTP answers, always with the body of
 * decisions.md §3. Domain errors map by code; database outages are 503 with a
 * generic body; nothing internal (stack, SQL) ever leaves the server.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    this.send(exception, host.switchToHttp().getResponse<Response>());
  }

  /** Writes the error answer; also used for errors raised by Express middleware (sessions). */
  send(exception: unknown, res: Response): void {
    if (res.headersSent) {
      res.end();
      return;
    }
    const { body, retryAfterSeconds } = this.answer(exception);
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }

  /** Express error middleware with the same mapping, for errors before Nest's routes. */
  expressHandler() {
    return (error: unknown, _req: Request, res: Response, _next: NextFunction) =>
      this.send(error, res);
  }

  /** The body and Retry-After an error gets (also for answers written outside Express). */
  answer(exception: unknown): { body: ErrorBody; retryAfterSeconds?: number } {
    if (exception instanceof DomainError) {
      const statusCode = STATUS_BY_CODE[exception.code];
      const retry = exception.details.retryAfterSeconds;
      return {
        body: { statusCode, message: exception.message, error: REASON[statusCode] },
        retryAfterSeconds: typeof retry === 'number' ? retry : undefined,
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      let message: string | string[] = exception.message;
      if (typeof response === 'object' && response !== null && 'message' in response) {
        message = (response as { message: string | string[] }).message;
      } else if (typeof response === 'string') {
        message = response;
      }
      const body = {
        statusCode,
        message,
        error: REASON[statusCode] ?? HttpStatus[statusCode] ?? 'Error',
      };
      // The throttler sets its own Retry-After header before throwing.
      return { body };
    }
    if (isUniqueViolation(exception)) {
      return {
        body: { statusCode: 409, message: 'This record already exists', error: REASON[409] },
      };
    }
    if (isForeignKeyViolation(exception)) {
      // A write that names a row deleted meanwhile (the user's account, deleted from
      // another tab while this one saved): a conflict with what is there now, not a fault.
      this.logger.warn(`Foreign key refused: ${(exception as Error)?.message}`);
      return {
        body: {
          statusCode: 409,
          message: 'What this refers to no longer exists: it was deleted meanwhile.',
          error: REASON[409],
        },
      };
    }
    const refused = columnRefusingValue(exception);
    if (refused) {
      // A bound the validation missed (every text is checked in characters as MySQL counts
      // them): the write is refused whole, and the answer names the field, not a fault.
      this.logger.warn(`Value refused by the database: ${(exception as Error)?.message}`);
      return {
        body: {
          statusCode: 400,
          message: `${refused.field} is ${refused.problem}`,
          error: REASON[400],
        },
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.error(`Database unavailable: ${(exception as Error)?.message}`);
      return {
        body: {
          statusCode: 503,
          message: 'Service temporarily unavailable. Please try again.',
          error: REASON[503],
        },
        retryAfterSeconds: 5,
      };
    }
    if (isClientAbort(exception)) {
      // The client went away while its body was being read (a page left mid-request):
      // nothing to fix here and nobody to answer; not an error of ours.
      this.logger.debug(`Request aborted by the client`);
      return { body: { statusCode: 400, message: 'Request aborted', error: REASON[400] } };
    }
    this.logger.error(
      `Unhandled error: ${(exception as Error)?.message ?? String(exception)}`,
      (exception as Error)?.stack,
    );
    return { body: { statusCode: 500, message: 'Internal server error', error: REASON[500] } };
  }
}

/** raw-body's error when the client closes the connection before its body has arrived. */
function isClientAbort(exception: unknown): boolean {
  const e = exception as { type?: unknown; code?: unknown } | null;
  return (
    e !== null &&
    typeof e === 'object' &&
    (e.type === 'request.aborted' || e.code === 'ECONNABORTED')
  );
}
