import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Flattens nested validation errors into messages that name the field path. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const message of Object.values(error.constraints ?? {})) {
      messages.push(parent ? message.replace(error.property, path) : message);
    }
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
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(flattenValidationErrors(errors)),
  });
}
