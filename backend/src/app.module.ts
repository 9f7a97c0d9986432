import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { BenchModule } from './modules/bench/bench.module';
import { AuthModule } from './modules/auth/auth.module';
import { GamificationModule } from './modules/gamification/gamification.module';
import { GoalsModule } from './modules/goals/goals.module';
import { HealthModule } from './modules/health/health.module';
import { MilestonesModule } from './modules/milestones/milestones.module';
import { QuotesModule } from './modules/quotes/quotes.module';
import { ReflectionsModule } from './modules/reflections/reflections.module';
import { StatsModule } from './modules/stats/stats.module';
import { ValuesModule } from './modules/values/values.module';
import { AuthenticatedGuard } from './shared/http/authenticated.guard';
import { HttpExceptionFilter } from './shared/http/http-exception.filter';
import { HotReadsModule } from './shared/http/hot-reads/hot-reads.module';
import { SessionModule } from './shared/session/session.module';
import { SharedModule } from './shared/shared.module';

/** Feature modules, in the order a newcomer would read them. */
export const FEATURE_MODULES = [
  HealthModule,
  AuthModule,
  GoalsModule,
  StatsModule,
  QuotesModule,
  MilestonesModule,
  GamificationModule,
  ReflectionsModule,
  ValuesModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        SharedModule,
        DatabaseModule,
        SessionModule,
        HotReadsModule,
        ScheduleModule.forRoot(),
        ...FEATURE_MODULES,
        ...(config.bench ? [BenchModule] : []),
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthenticatedGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
