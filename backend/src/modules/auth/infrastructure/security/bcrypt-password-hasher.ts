import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { ConcurrencyLimiter } from '../../../../shared/domain/concurrency-limiter';
import { type HashingTurn, PasswordHasher } from '../../domain/password-hasher';
import { BcryptWorkerPool, type HashingThreads } from './bcrypt-worker-pool';

/**
 * bcrypt on worker threads of lower priority (never on the event loop; see
 * bcrypt-worker-pool.ts). At most a few hashes run at once and a short queue
 * waits; beyond that the limiter refuses at once (429) instead of letting
 * sign-ins wait for seconds.
 */
@Injectable()
export class BcryptPasswordHasher extends PasswordHasher implements OnApplicationShutdown {
  private readonly dummyHash: string;
  private readonly pool: BcryptWorkerPool;

  constructor(
    private readonly rounds: number,
    private readonly limiter: ConcurrencyLimiter,
    threads: HashingThreads = {},
  ) {
    super();
    this.dummyHash = bcrypt.hashSync('dummy password for timing only', rounds);
    this.pool = new BcryptWorkerPool(limiter.maxActive, threads);
  }

  hash(password: string): Promise<string> {
    return this.limiter.run(() => this.pool.hash(password, this.rounds));
  }

  verify(password: string, hash: string, turn?: HashingTurn): Promise<boolean> {
    return this.limiter.run(() => this.pool.compare(password, hash), turn);
  }

  override reserve(): HashingTurn {
    return this.limiter.reserve();
  }

  override isBusy(): boolean {
    return this.limiter.full;
  }

  async verifyAgainstDummy(password: string, turn?: HashingTurn): Promise<void> {
    await this.limiter.run(() => this.pool.compare(password, this.dummyHash), turn);
  }

  /**
   * After the HTTP server has closed (Nest runs this hook once in-flight requests are
   * done; onModuleDestroy ran before, and a sign-in still hashing answered 500).
   */
  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}
