/** bcrypt reads at most 72 bytes; the server counts a password in UTF-8 bytes (decisions §4). */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

/** A password's length as the server measures it, not in UTF-16 units as `minLength` would. */
export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}
