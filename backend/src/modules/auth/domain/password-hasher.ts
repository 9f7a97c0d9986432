/** Port: one-way password hashing (bcrypt in production, cheap in unit tests). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(password: string, hash: string): Promise<boolean>;
  /**
   * Spends the same time as verify() against a real hash, so an unknown email
   * cannot be told from a wrong password by timing.
   */
  abstract verifyAgainstDummy(password: string): Promise<void>;
  /**
   * Throws TOO_MANY_REQUESTS when a hash asked for now would be refused at once
   * (all hashing slots and the queue taken), so a sign-in can be refused before
   * its database work. Never throws by default.
   */
  assertCapacity(): void {}
}
