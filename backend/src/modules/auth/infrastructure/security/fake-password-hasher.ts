import { PasswordHasher } from '../../domain/password-hasher';

/** A transparent hasher for unit tests: fast, and its hashes are readable. */
export class FakePasswordHasher extends PasswordHasher {
  dummyChecks = 0;
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }
  async verify(password: string, hash: string): Promise<boolean> {
    return hash === `hashed:${password}`;
  }
  async verifyAgainstDummy(): Promise<void> {
    this.dummyChecks += 1;
  }
}
