import { Injectable } from '@nestjs/common';
import { localDate } from '../../../shared/domain/calendar';
import { Clock } from '../../../shared/domain/clock';
import { IdGenerator } from '../../../shared/domain/id-generator';
import { EmailTakenError } from '../domain/auth.errors';
import { UserRepository } from '../domain/user.repository';
import { PasswordHasher } from '../domain/password-hasher';
import { assertAcceptablePassword } from '../domain/password-policy';
import { CommonPasswords } from '../domain/common-passwords';
import { DEFAULT_TIMEZONE, normalizeEmail, normalizeName, recordLogin, User } from '../domain/user';
import type { SignedIn } from './signed-in';

export interface RegisterUserCommand {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Creates an account and signs it in: registering counts as the first login. */
@Injectable()
export class RegisterUserUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(cmd: RegisterUserCommand): Promise<SignedIn> {
    const email = normalizeEmail(cmd.email);
    assertAcceptablePassword(cmd.password, 'password', (p) => this.commonPasswords.isCommon(p));
    if (await this.users.findByEmail(email)) throw new EmailTakenError();

    const now = this.clock.now();
    const fresh: User = {
      id: this.ids.next(),
      email,
      passwordHash: await this.hasher.hash(cmd.password),
      firstName: normalizeName(cmd.firstName),
      lastName: normalizeName(cmd.lastName),
      profileImageUrl: null,
      timezone: DEFAULT_TIMEZONE,
      currentStreak: 0,
      longestStreak: 0,
      lastLoginDate: null,
      lastActiveDay: null,
      totalLogins: 0,
      xp: 0,
      level: 1,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const user = recordLogin(fresh, now, localDate(now, fresh.timezone));
    const loginHistoryId = this.ids.next();
    // The account and its first sign-in together: a failure leaves neither.
    await this.users.insert(user, {
      id: loginHistoryId,
      userId: user.id,
      loginDate: now,
      ipAddress: cmd.ipAddress,
      userAgent: cmd.userAgent,
      sessionDuration: null,
      logoutDate: null,
    });
    return { user, loginHistoryId };
  }
}
