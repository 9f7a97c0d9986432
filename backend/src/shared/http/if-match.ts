import {
  applyDecorators,
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { VersionCondition } from '../domain/versioning';
import { ErrorResponseDto } from './error-response.dto';

/** The ETag of a record at `version`: a strong tag holding the number. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The version ETag of an answer that is one record with an integer `version`
 * (what {@link VersionEtags} sets), or undefined for any other answer (a list,
 * no version), which keeps Express's own ETag over its bytes.
 */
export function versionEtagOf(body: unknown): string | undefined {
  const version =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as { version?: unknown }).version
      : undefined;
  return typeof version === 'number' && Number.isInteger(version) ? etagOf(version) : undefined;
}

/**
 * Reads an If-Match header (RFC 9110 §13.1.1): absent or `*` -> no condition;
 * otherwise the versions of its strong tags (`"3"` or `"3", "4"`). Weak tags
 * (`W/"3"`) and anything else never match, so a garbled header is 412, never
 * a silent overwrite.
 */
export function parseIfMatch(header: string | string[] | undefined): VersionCondition {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return null;
  const versions: number[] = [];
  for (const part of value.split(',')) {
    // As etagOf writes them: no leading zero ("07" is another tag than "7").
    const m = /^\s*"(0|[1-9]\d{0,14})"\s*$/.exec(part);
    if (m) versions.push(Number(m[1]));
  }
  return versions;
}

/** The route's If-Match condition (see {@link parseIfMatch}). */
export const IfMatchCondition = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): VersionCondition =>
    parseIfMatch(ctx.switchToHttp().getRequest<Request>().headers['if-match']),
);

/** Sets `ETag: "<version>"` on answers that are one record with a `version`. */
@Injectable()
export class VersionEtagInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const tag = versionEtagOf(body);
        if (tag !== undefined && !res.headersSent) res.setHeader('ETag', tag);
        return body;
      }),
    );
  }
}

/** On a controller: every single-record answer carries its version as an ETag. */
export const VersionEtags = () => UseInterceptors(VersionEtagInterceptor);

/** Documents the optional If-Match header of a conditional write and its 412. */
export function ApiIfMatch(what: string): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: `The ETag of the ${what} as last read (\`"<version>"\`). When it is stale the request answers 412 and changes nothing; without it the write or delete always applies.`,
    }),
    ApiResponse({
      status: 412,
      description: 'The record changed since it was read (stale If-Match)',
      type: ErrorResponseDto,
    }),
  );
}
