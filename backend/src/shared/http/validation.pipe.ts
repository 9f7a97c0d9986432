import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** What a value is must be right before how long or how big it is can be. */
const KIND_FIRST = [
  'whitelistValidation',
  'isDefined',
  // A list's own kind before its items' ('steps must be an array' for `null`, not 'each
  // value in steps must be a string').
  'isArray',
  'isObject',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
];

/**
 * The one failure to tell about a field: a wrong kind of value ('name must be a string')
 * before its bounds, else the check declared first (decorators register bottom-up, so
 * that is the last one listed). A number where a name belongs is not "too long".
 */
function firstFailure(constraints: Record<string, string>): string | undefined {
  const kind = KIND_FIRST.find((name) => name in constraints);
  if (kind) return constraints[kind];
  return Object.values(constraints).at(-1);
}

/** Flattens nested validation errors into messages that name the field path, one per field. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // A required field left out is missing, not of the wrong kind ('targetDate must be a
    // string'). An unknown field has a value; an optional one left out is not checked.
    const missing = error.value === undefined && Object.keys(constraints).length > 0;
    const message = missing ? `${path} is required` : firstFailure(constraints);
    if (message)
      messages.push(parent && !missing ? message.replace(error.property, path) : message);
    if (error.children?.length) messages.push(...flattenValidationErrors(error.children, path));
  }
  return messages;
}

/**
 * Global request validation: unknown fields are refused, not dropped, and every
 * message names its field (e.g. "goals.3.title must be shorter than or equal to 200 characters").
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    forbidUnknownValues: true,
    // Every check of a field runs (a valid body runs them all anyway); firstFailure picks
    // the one to tell.
    // The value is kept (never sent): a field left out is told as missing.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new BadRequestException(flattenValidationErrors(errors)),
  });
}
