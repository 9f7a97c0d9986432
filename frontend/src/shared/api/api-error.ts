import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The error every endpoint of the base API fails with.
 * `message` follows product-spec §8: "<status>: <response body text>", or the status text
 * when the body is empty. `body` is the parsed JSON error body when there is one
 * (`{ statusCode, message, error }`, decisions.md §3).
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  body?: unknown;
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof (error as ApiError).message === 'string'
  );
}

/** Builds the spec §8 message from a status and the raw response text. */
export function formatHttpErrorMessage(status: number, bodyText: string, statusText = ''): string {
  const detail = bodyText.length > 0 ? bodyText : statusText;
  return `${status}: ${detail}`;
}

/** The spec §8 message of any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  const serialized = error as SerializedError | undefined;
  if (serialized && typeof serialized.message === 'string') return serialized.message;
  return 'Something went wrong';
}

/** The server's own `message` field when the body is the JSON error shape (arrays joined). */
export function serverMessage(error: unknown): string | undefined {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length > 0) return message.join('. ');
  }
  return undefined;
}

/**
 * A message fit for a person: the server's own `message` field when the body is the
 * JSON error shape (arrays joined), else the spec §8 message.
 */
export function describeError(error: unknown): string {
  return serverMessage(error) ?? markupMessage(error) ?? errorMessage(error);
}

/**
 * Whether a save failed because the thing saved (`what`: "goal", "value", "milestone") was
 * deleted meanwhile: a 404 that names it. "Milestone not found", not a goal the milestone
 * was to hang under ("Goal not found"). A form then turns Save off: there is nothing to
 * save to.
 */
export function isDeletedElsewhere(error: unknown, what: string): boolean {
  return errorStatus(error) === 404 && serverMessage(error)?.toLowerCase() === `${what} not found`;
}

/**
 * A failed save of a record the user opened to edit: a 404 there means it was deleted
 * meanwhile, in another tab or on another device, and is said so ("Value not found" alone
 * left the user pressing Save again); anything else as describeError.
 */
export function describeSaveError(error: unknown, what: string): string {
  if (!isDeletedElsewhere(error, what)) return describeError(error);
  return `This ${what} was deleted in another tab or on another device, so there is nothing to save it to. Copy anything you want to keep, then close this dialog.`;
}

/**
 * An HTML page in place of our JSON error (a proxy's 502/503 while the app is away, a
 * gateway's 413): its markup is no message for a person, so the status is said in words.
 */
function markupMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.status !== 'number') return undefined;
  if (!/^\d{3}: \s*</.test(error.message)) return undefined;
  return error.status >= 500
    ? `Lodestar is not answering right now (${error.status}). Please try again in a moment.`
    : `The server refused the request (${error.status}).`;
}

export function errorStatus(error: unknown): ApiError['status'] | undefined {
  return isApiError(error) ? error.status : undefined;
}
