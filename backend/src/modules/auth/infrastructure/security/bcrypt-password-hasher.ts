import { Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { ConcurrencyLimiter } from '../../../../shared/domain/concurrency-limiter';
import { PasswordHasher } from '../../domain/password-hasher';

/**
 * bcrypt on libuv's thread pool (never on the event loop). At most a few
 * hashes run at once and a short queue waits; beyond that the limiter
 * refuses at once (429) instead of letting sign-ins wait for seconds.
 */
@Injectable()
export class BcryptPasswordHasher extends PasswordHasher {
  private readonly dummyHash: string;

  constructor(
    private readonly rounds: number,
    private readonly limiter: ConcurrencyLimiter,
  ) {
    super();
    this.dummyHash = bcrypt.hashSync('dummy password for timing only', rounds);
  }

  hash(password: string): Promise<string> {
    return this.limiter.run(() => bcrypt.hash(password, this.rounds));
  }

  verify(password: string, hash: string): Promise<boolean> {
    return this.limiter.run(() => bcrypt.compare(password, hash));
  }

  override assertCapacity(): void {
    this.limiter.refuseWhenFull();
  }

  async verifyAgainstDummy(password: string): Promise<void> {
    await this.limiter.run(() => bcrypt.compare(password, this.dummyHash));
  }
}
