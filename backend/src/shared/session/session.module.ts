import { Global, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from '../domain/clock';
import { DatabaseSessionRegistry } from './database-session.store';
import { MemorySessionRegistry } from './memory-session.store';
import { RedisSessionRegistry } from './redis-session.store';
import { SessionRegistry } from './session-registry';

export const PURGE_EVERY_MS = 10 * 60_000;

/** Purges expired sessions every ten minutes (@nestjs/schedule). */
@Injectable()
export class SessionPurgeJob implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionPurgeJob');
  constructor(
    private readonly sessions: SessionRegistry,
    private readonly clock: Clock,
  ) {}

  @Interval('purge-expired-sessions', PURGE_EVERY_MS)
  async run(): Promise<number> {
    try {
      return await this.sessions.purgeExpired(this.clock.now());
    } catch (error) {
      this.logger.warn(`Session purge failed: ${(error as Error).message}`);
      return 0;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sessions.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: SessionRegistry,
      inject: [APP_CONFIG, DataSource],
      useFactory: async (config: AppConfig, db: DataSource): Promise<SessionRegistry> => {
        if (config.sessionStore === 'redis') return RedisSessionRegistry.connect(config.redisUrl!);
        if (config.sessionStore === 'memory') return new MemorySessionRegistry();
        return new DatabaseSessionRegistry(db);
      },
    },
    SessionPurgeJob,
  ],
  exports: [SessionRegistry, SessionPurgeJob],
})
export class SessionModule {}
