import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildDataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';
import { guardSqliteTransactions } from '../shared/persistence/sqlite-transaction-guard';
import { isDatabaseUnavailable } from '../shared/persistence/database-errors';

/** The one TypeORM connection; migrated to the latest schema before the app serves. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config.database),
        autoLoadEntities: true,
        retryAttempts: 5,
        retryDelay: 1000,
        // Only an unreachable database is worth retrying; a schema error is not.
        toRetry: (error: unknown) => isDatabaseUnavailable(error),
      }),
      dataSourceFactory: async (options) => {
        const db = new DataSource(options!);
        await db.initialize();
        guardSqliteTransactions(db);
        await runMigrations(db);
        return db;
      },
    }),
  ],
})
export class DatabaseModule {}
