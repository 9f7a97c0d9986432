import { ValidationError } from '../../../shared/domain/domain-error';

export const PASSWORD_MIN_BYTES = 8;
/** bcrypt only reads the first 72 bytes; longer passwords would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;

export function passwordByteLength(password: string): number {
  return Buffer.byteLength(password, 'utf8');
}

/** Throws a ValidationError naming the field when the password cannot be used. */
export function assertAcceptablePassword(
  password: string,
  field = 'password',
  isCommon: (p: string) => boolean = () => false,
): void {
  const bytes = passwordByteLength(password);
  if (bytes < PASSWORD_MIN_BYTES || bytes > PASSWORD_MAX_BYTES) {
    throw new ValidationError(
      `${field} must be ${PASSWORD_MIN_BYTES} to ${PASSWORD_MAX_BYTES} bytes long (bcrypt's limit is 72 bytes)`,
    );
  }
  if (isCommon(password)) {
    throw new ValidationError(`${field} is one of the most common passwords; choose another`);
  }
}
