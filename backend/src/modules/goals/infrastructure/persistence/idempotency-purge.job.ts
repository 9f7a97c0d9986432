import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../../../../shared/domain/clock';
import { idempotencyCutoff, IdempotencyReceipts } from '../../domain/idempotency';

/** Forgets Idempotency-Key receipts older than 24 hours. */
@Injectable()
export class IdempotencyPurgeJob {
  private readonly logger = new Logger('IdempotencyPurgeJob');
  constructor(
    private readonly receipts: IdempotencyReceipts,
    private readonly clock: Clock,
  ) {}

  @Interval('purge-idempotency-keys', 60 * 60_000)
  async run(): Promise<void> {
    try {
      await this.receipts.purgeBefore(idempotencyCutoff(this.clock.now()));
    } catch (error) {
      this.logger.warn(`Idempotency-key purge failed: ${(error as Error).message}`);
    }
  }
}
