import { MiddlewareConsumer, Module, NestModule, OnModuleInit } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ConcurrencyLimiter } from '../../shared/domain/concurrency-limiter';
import { SessionRegistry } from '../../shared/session/session-registry';
import { AuthenticateUserUseCase } from './application/authenticate-user.use-case';
import { ChangePasswordUseCase } from './application/change-password.use-case';
import { DeleteAccountUseCase } from './application/delete-account.use-case';
import { ExportUserDataUseCase } from './application/export-user-data.use-case';
import { GetDataSummaryUseCase } from './application/get-data-summary.use-case';
import {
  GetPreferencesUseCase,
  UpdatePreferencesUseCase,
} from './application/preferences.use-cases';
import { UpdateProfileUseCase } from './application/update-profile.use-case';
import { GetCurrentUserUseCase } from './application/get-current-user.use-case';
import { GetMemberShellUseCase } from './application/get-member-shell.use-case';
import { MemberShellQuery } from './domain/member-shell';
import { SqlMemberShellQuery } from './infrastructure/persistence/sql-member-shell.query';
import { ListLoginHistoryUseCase } from './application/list-login-history.use-case';
import { RecordDailyVisitUseCase } from './application/record-daily-visit.use-case';
import { RegisterUserUseCase } from './application/register-user.use-case';
import { SignOutUseCase } from './application/sign-out.use-case';
import { UndoRegistrationUseCase } from './application/undo-registration.use-case';
import { tooManyRequestsMessage } from './domain/auth.errors';
import { CommonPasswords } from './domain/common-passwords';
import { LoginHistoryRepository } from './domain/login-history';
import { LoginAttemptStore } from './domain/login-throttle';
import { PasswordHasher } from './domain/password-hasher';
import { UserDataStore } from './domain/user-data';
import { UserPreferencesRepository } from './domain/user-preferences';
import { UserRepository } from './domain/user.repository';
import { AccountController } from './infrastructure/http/account.controller';
import { AuthController } from './infrastructure/http/auth.controller';
import { DailyVisitMiddleware } from './infrastructure/http/daily-visit.middleware';
import { LoginAttemptsPurgeJob } from './infrastructure/persistence/login-attempts-purge.job';
import { UserController } from './infrastructure/http/user.controller';
import { LocalStrategy } from './infrastructure/passport/local.strategy';
import { SessionSerializer } from './infrastructure/passport/session.serializer';
import { LoginAttemptOrmEntity } from './infrastructure/persistence/login-attempt.orm-entity';
import { LoginHistoryOrmEntity } from './infrastructure/persistence/login-history.orm-entity';
import { TypeOrmLoginAttemptStore } from './infrastructure/persistence/typeorm-login-attempt.store';
import { TypeOrmLoginHistoryRepository } from './infrastructure/persistence/typeorm-login-history.repository';
import { TypeOrmUserRepository } from './infrastructure/persistence/typeorm-user.repository';
import { SqlUserDataStore } from './infrastructure/persistence/sql-user-data.store';
import { TypeOrmUserPreferencesRepository } from './infrastructure/persistence/typeorm-user-preferences.repository';
import { UserPreferencesOrmEntity } from './infrastructure/persistence/user-preferences.orm-entity';
import { UserOrmEntity } from './infrastructure/persistence/user.orm-entity';
import { BcryptPasswordHasher } from './infrastructure/security/bcrypt-password-hasher';
import { DumbPasswordsList } from './infrastructure/security/dumb-passwords-list';

/**
 * Accounts and sessions: register, sign in (passport-local + bcrypt), sign
 * out, the current user, login history and the login streak; the user's own
 * account: profile, preferences, password change, data export and deletion.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserOrmEntity,
      LoginHistoryOrmEntity,
      LoginAttemptOrmEntity,
      UserPreferencesOrmEntity,
    ]),
    PassportModule.register({ session: true }),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // The default name: the throttler then sends the standard `Retry-After` (a named one
        // sends `Retry-After-<name>`, which no client reads).
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.authRequestsPerMinute }],
        errorMessage: (_context, detail) => tooManyRequestsMessage(detail.timeToBlockExpire),
      }),
    }),
  ],
  controllers: [AuthController, UserController, AccountController],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: LoginHistoryRepository, useClass: TypeOrmLoginHistoryRepository },
    { provide: LoginAttemptStore, useClass: TypeOrmLoginAttemptStore },
    { provide: CommonPasswords, useClass: DumbPasswordsList },
    { provide: UserPreferencesRepository, useClass: TypeOrmUserPreferencesRepository },
    { provide: UserDataStore, useClass: SqlUserDataStore },
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new BcryptPasswordHasher(
          config.bcryptRounds,
          new ConcurrencyLimiter(config.hashConcurrency, config.hashQueue, config.hashWaitMs),
          { nice: config.hashNice, cpus: config.hashCpus },
        ),
    },
    RegisterUserUseCase,
    UndoRegistrationUseCase,
    AuthenticateUserUseCase,
    SignOutUseCase,
    RecordDailyVisitUseCase,
    GetCurrentUserUseCase,
    GetMemberShellUseCase,
    { provide: MemberShellQuery, useClass: SqlMemberShellQuery },
    ListLoginHistoryUseCase,
    UpdateProfileUseCase,
    GetPreferencesUseCase,
    UpdatePreferencesUseCase,
    ChangePasswordUseCase,
    ExportUserDataUseCase,
    DeleteAccountUseCase,
    GetDataSummaryUseCase,
    LocalStrategy,
    SessionSerializer,
    LoginAttemptsPurgeJob,
  ],
  exports: [UserRepository, PasswordHasher, LoginAttemptStore],
})
export class AuthModule implements NestModule, OnModuleInit {
  constructor(
    private readonly sessions: SessionRegistry,
    private readonly signOut: SignOutUseCase,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(DailyVisitMiddleware).forRoutes('*path');
  }

  onModuleInit(): void {
    // A session that expires idle closes its login-history entry at its last activity.
    this.sessions.onExpired((s) =>
      this.signOut.execute(s.userId, s.loginHistoryId, s.lastActiveAt),
    );
  }
}
